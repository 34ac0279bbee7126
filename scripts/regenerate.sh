#!/usr/bin/env bash
# Regenerates everything in generated/ from openapi.yaml with the pinned
# openapi-generator: the rust-server crate (generated/rust, the server stubs,
# models and Rust client), the Python SDK (generated/python) and the
# TypeScript SDK (generated/typescript). Installs the generator (PyPI, needs
# Java 17) into .venv-tools on first use. Called by build.rs when the inputs
# change, by the test command's drift check, and by hand: scripts/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATOR_VERSION=7.26.0
venv=.venv-tools
gen="$venv/bin/openapi-generator-cli"

if ! command -v java >/dev/null 2>&1; then
  echo "regenerate: java (17 or newer) is needed to run openapi-generator" >&2
  exit 1
fi
if [ ! -x "$gen" ] || [ "$("$gen" version 2>/dev/null)" != "$GENERATOR_VERSION" ]; then
  echo "regenerate: installing openapi-generator-cli $GENERATOR_VERSION into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "openapi-generator-cli==$GENERATOR_VERSION"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The generator's own templates, with our fixes applied (see the patch header).
"$gen" author template -g rust-server -o "$work/templates" >/dev/null
patch --quiet -d "$work/templates" -p1 < scripts/rust-server-templates.patch

# The SDKs carry the API description's version.
version=$(awk '/^info:/ {in_info = 1} in_info && /^  version:/ {print $2; exit}' openapi.yaml)

generate() { # generator config output [options...]
  local generator=$1 config=$2 out=$3
  shift 3
  "$gen" generate -g "$generator" -i openapi.yaml -o "$work/$out" -c "$config" "$@" \
    >"$work/$out.log" 2>&1 || { cat "$work/$out.log" >&2; exit 1; }
}
generate rust-server scripts/rust-server.yaml rust -t "$work/templates"
generate python scripts/python-sdk.yaml python \
  --additional-properties "packageVersion=$version" --global-property apiTests=false,modelTests=false
generate typescript-fetch scripts/typescript-sdk.yaml typescript --additional-properties "npmVersion=$version"

# Kept: what a user of each package needs. Left out: the Rust examples and
# CLI (impl/ is the server), and CI files for other hosting services.
rm -rf generated/rust generated/python generated/typescript
mkdir -p generated/rust
cp -r "$work/rust/src" "$work/rust/Cargo.toml" "$work/rust/README.md" "$work/rust/docs" generated/rust/
rm -rf "$work/python/.github" "$work/python/.travis.yml" "$work/python/.gitlab-ci.yml" "$work/python/git_push.sh"
cp -r "$work/python" generated/python
cp -r "$work/typescript" generated/typescript
scripts/stamp.sh > generated/rust/.stamp
echo "regenerate: generated/ is up to date (API version $version)" >&2
