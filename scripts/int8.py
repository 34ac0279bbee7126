"""The encoder's weights in the form impl/encoder reads: every matrix as int8
with a float32 scale per row (`NAME.scale`), everything else float32.

  python int8.py TUNED_MODEL_DIR OUT_FILE
"""
import sys

import numpy as np


def int8_tensors(tensors):
    """`tensors` (name to numpy array) in the shipped form."""
    out = {}
    for name, t in tensors.items():
        if t.ndim == 2:
            scale = np.maximum(np.abs(t).max(axis=1), 1e-12) / 127
            out[name] = np.clip(np.round(t / scale[:, None]), -127, 127).astype(np.int8)
            out[f"{name}.scale"] = scale.astype(np.float32)
        else:
            out[name] = t.astype(np.float32)
    return out


def save_int8(tuned, out):
    """A sentence-transformers model directory's weights, as `out`."""
    from safetensors.numpy import load_file, save_file
    # The pooler and position ids go unused: the sentence vector is the mean of the last layer.
    tensors = {name: t for name, t in load_file(f"{tuned}/model.safetensors").items()
               if not name.startswith("pooler.") and name != "embeddings.position_ids"}
    save_file(int8_tensors(tensors), out)


if __name__ == "__main__":
    save_int8(*sys.argv[1:])
