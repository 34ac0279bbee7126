#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs the pinned tools, lints the
# OpenAPI document, checks generated/ is what the generator makes of it, runs
# every Rust test (unit and end-to-end), the schemathesis contract test and
# the MCP tests with the official MCP client.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== installing the pinned test tools"
scripts/install-tools.sh

echo "== linting openapi.yaml"
tools/node_modules/.bin/redocly lint openapi.yaml --format=stylish

echo "== checking generated/ against openapi.yaml (drift)"
scripts/regenerate.sh
if ! git diff --quiet -- generated || [ -n "$(git ls-files --others --exclude-standard -- generated)" ]; then
  git status --short -- generated
  echo "generated/ differs from what openapi.yaml generates: run scripts/regenerate.sh and commit" >&2
  exit 1
fi

echo "== contract test (schemathesis against the live demo)"
tests/contract/run.sh

echo "== MCP tests (the official MCP Python SDK against the real server)"
cargo build --quiet --bin threadwatch
.venv-tools/bin/python -m pytest tests/mcp -q -p no:cacheprovider

echo "== Rust tests"
cargo nextest run --workspace --no-fail-fast
