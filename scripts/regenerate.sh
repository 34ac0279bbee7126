#!/usr/bin/env bash
# Regenerates the rust-server crate in generated/rust from openapi.yaml with the
# pinned openapi-generator. Installs the generator (PyPI, needs Java 17) into
# .venv-tools on first use. Called by build.rs when the inputs change, by CI's
# drift check, and by hand: scripts/regenerate.sh
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

"$gen" generate --global-property skipFormModel=false \
  -g rust-server -i openapi.yaml -o "$work/rust" -t "$work/templates" \
  -c scripts/rust-server.yaml >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }

# Only the library is kept: the examples, docs and CLI are not used by impl/.
rm -rf generated/rust
mkdir -p generated/rust
cp -r "$work/rust/src" "$work/rust/Cargo.toml" "$work/rust/README.md" generated/rust/
cp -r "$work/rust/docs" generated/rust/
scripts/stamp.sh > generated/rust/.stamp
echo "regenerate: generated/rust is up to date" >&2
