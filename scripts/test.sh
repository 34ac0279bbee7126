#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs the pinned tools, lints the
# OpenAPI document, checks generated/ is what the generator makes of it, runs
# clippy with warnings as errors, every Rust test (unit and end-to-end), the schemathesis contract test, the
# MCP tests with the official MCP client, the tests of the generated SDKs
# (Rust, Python, TypeScript), and the web app's tests in Debian's Chromium.
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

echo "== installing the generated SDKs (pip install ./generated/python, npm install ./generated/typescript)"
.venv-tools/bin/pip install --quiet --disable-pip-version-check --no-deps --force-reinstall ./generated/python
# The TypeScript SDK builds itself on install with its own TypeScript; pinned here.
npm install --prefix generated/typescript --no-save --no-package-lock --no-audit --no-fund --loglevel=error typescript@5.9.3
npm ci --prefix tests/sdk/typescript --no-audit --no-fund --loglevel=error
cargo build --quiet --bin threadwatch

echo "== TypeScript SDK tests (node:test against the real server)"
npm test --prefix tests/sdk/typescript --silent

echo "== MCP, Python SDK, Stripe-verifier, Slack/Telegram/email, web app in Chromium (pytest against the real server)"
.venv-tools/bin/python -m pytest tests/mcp tests/sdk/python tests/webhooks tests/destinations tests/web -q -p no:cacheprovider

echo "== scoring evaluation (precision and recall on impl/eval)"
cargo test --quiet -p threadwatch --test it eval:: -- --nocapture

echo "== clippy (warnings are errors)"
cargo clippy --workspace --all-targets --quiet -- -D warnings

echo "== Rust tests"
cargo nextest run --workspace --no-fail-fast
