#!/usr/bin/env bash
# Makes the static word embeddings the scorer ships (impl/assets/wordllama)
# from the `wordllama` package on PyPI, pinned by version and digest: its
# MIT-licensed 256-dimension "l2_supercat" weights and their tokenizer. The
# weights are stored as int8 with one scale for the whole table (the scale
# drops out of a cosine, so it is not kept): 8 MB instead of 16, within
# 0.999 cosine of the original. Also writes reference vectors computed by
# wordllama itself from the original weights, which the Rust tests compare
# against, and SHA256SUMS of every file. Run once; the outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.4.0.post1
wheel_sha256=42c2c88907ace0b0681ac6f9092d6a300a6409a5d2d61071a3fb5e7159370c97
out=impl/assets/wordllama
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check "wordllama==$version" numpy==2.3.5 safetensors==0.8.0
"$work/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps "wordllama==$version" -d "$work/wheel"
echo "$wheel_sha256  $(ls "$work"/wheel/*.whl)" | sha256sum -c --quiet

mkdir -p "$out"
"$work/venv/bin/python" - "$out" <<'PY'
import json, os, shutil, sys
import numpy as np
import wordllama
from safetensors.numpy import load_file, save_file
from tokenizers import Tokenizer
from wordllama import WordLlamaInference

out = sys.argv[1]
base = os.path.dirname(wordllama.__file__)
table = load_file(f"{base}/weights/l2_supercat_256.safetensors")["embedding.weight"].astype(np.float32)
scale = np.abs(table).max() / 127
save_file({"embeddings": np.clip(np.round(table / scale), -127, 127).astype(np.int8)}, f"{out}/embeddings.safetensors")
shutil.copyfile(f"{base}/tokenizers/l2_supercat_tokenizer_config.json", f"{out}/tokenizer.json")
dist = os.path.join(os.path.dirname(base), f"wordllama-{wordllama.__version__}.dist-info")
shutil.copyfile(f"{dist}/licenses/LICENSE", f"{out}/LICENSE")

texts = [
    "Looking for a simple way to send invoices to my clients",
    "Our website went down last night and a customer told us before we noticed",
    "Three clients did not show up this week and I lost half a day",
    "What do you all use to keep track of stock in a small kitchen?",
    "¿Qué programa usáis para llevar el inventario del restaurante?",
    "The quick brown fox jumps over the lazy dog.",
    "héllo wörld 日本語 🙂",
    "  leading and  double spaces ",
]
model = WordLlamaInference(table, Tokenizer.from_file(f"{out}/tokenizer.json"))
vectors = model.embed(texts, norm=True)
with open(f"{out}/reference.json", "w") as f:
    json.dump({"texts": texts, "vectors": [[round(float(x), 6) for x in v] for v in vectors]}, f)
PY
cat > "$out/NOTICE" <<'TXT'
Static word embeddings from WordLlama 0.4.0.post1 (https://pypi.org/project/wordllama/),
"l2_supercat" at 256 dimensions, and its tokenizer (the LLaMA 2 vocabulary of
32,000 tokens). The package declares the MIT License for the project, weights
included (LICENSE beside this file). Its authors trained the weights from the
token-embedding tables of several language models, LLaMA 2 70B and Phi-3
among them. Converted to int8 by scripts/make-embeddings.sh.
TXT
(cd "$out" && sha256sum embeddings.safetensors tokenizer.json LICENSE NOTICE reference.json > SHA256SUMS)
cat "$out/SHA256SUMS"
