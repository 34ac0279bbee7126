#!/usr/bin/env bash
# Prints the digest of everything generated/ is made from. build.rs compares it
# with generated/rust/.stamp to decide whether to regenerate.
set -euo pipefail
cd "$(dirname "$0")/.."
sha256sum openapi.yaml scripts/regenerate.sh scripts/stamp.sh scripts/rust-server.yaml scripts/rust-server-templates.patch scripts/python-sdk.yaml scripts/typescript-sdk.yaml | sha256sum | cut -d' ' -f1
