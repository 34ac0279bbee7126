"""The encoder's weights in the form impl/encoder reads: every matrix as int8
with a float32 scale per row (`NAME.scale`), everything else float32."""
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
