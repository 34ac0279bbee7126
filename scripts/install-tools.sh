#!/usr/bin/env bash
# Installs the pinned tools the test command needs on a fresh machine:
# Python tools into .venv-tools (PyPI), the OpenAPI linter into
# tools/node_modules (npm), and Debian's Chromium for the browser tests (apt).
# Safe to run again: it only installs what is missing.
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

# The web app's browser tests drive Debian's Chromium with Playwright (never a
# browser Playwright downloads). Debian's security archive keeps only the
# newest build of a release, so the pinned version falls back to the current one.
CHROMIUM_VERSION=156.0.8078.79-1~deb12u1
if ! command -v chromium >/dev/null; then
  as_root=$([ "$(id -u)" = 0 ] || echo sudo)
  $as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq "chromium=$CHROMIUM_VERSION" \
    || { echo "install-tools: chromium $CHROMIUM_VERSION is gone from the archive; installing the current build" >&2
         DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium; }
fi
