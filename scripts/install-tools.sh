#!/usr/bin/env bash
# Installs the pinned tools the test command needs on a fresh machine:
# Python tools into .venv-tools (PyPI) and the OpenAPI linter into
# tools/node_modules (npm). Safe to run again: it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in java python3 npm cargo; do
  command -v "$tool" >/dev/null || { echo "install-tools: $tool is required but not installed" >&2; exit 1; }
done

if [ ! -x .venv-tools/bin/python ]; then
  python3 -m venv .venv-tools
fi
.venv-tools/bin/pip install --quiet --disable-pip-version-check -r scripts/requirements-tools.txt

if [ ! -x tools/node_modules/.bin/redocly ]; then
  npm ci --prefix tools --no-audit --no-fund --loglevel=error
fi

if ! cargo nextest --version >/dev/null 2>&1; then
  cargo install --locked cargo-nextest@0.9.143
fi
