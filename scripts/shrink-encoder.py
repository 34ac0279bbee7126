"""Distils a six-layer sentence encoder in the shipped int8 form (ASSETS: its
encoder.safetensors and tokenizer.json, as scripts/make-encoder.sh writes them) into
one of fewer layers that gives nearly the same vectors, so that reading a post
costs less. The student starts from some of the teacher's own layers and
learns to give each text the teacher's vector (and each pair of texts of a
step the teacher's cosine). It learns only from texts the encoder was already
tuned on (scripts/tune-encoder.py TRAINED_ON), the background sentences and
pieces of them; never from a held-out group nor the fifth and sixth training
groups, which measure the readouts out of sample.

  python shrink-encoder.py ASSETS EVAL_DIR BACKGROUND OUT_DIR [--layers 0,4,5] [--steps N] [--cache FILE]

Prints, on a tenth of the texts kept aside, the mean and lowest cosine of the
student's vector to the teacher's, and how far the cosines of pairs move;
writes OUT_DIR/encoder.safetensors in the shipped int8 form. Needs
scripts/requirements-tune.txt; about an hour on two cores (the teacher's vectors
take 8 minutes of it: --cache keeps them).
"""
import argparse, json, random, re
from importlib import import_module
from pathlib import Path

import numpy as np
import torch
from safetensors.numpy import load_file, save_file
from tokenizers import Tokenizer
from transformers import BertConfig, BertModel

from int8 import int8_tensors

tune = import_module("tune-encoder")
TRAINED_ON, CHECKS = tune.TRAINED_ON, tune.CHECKS
BATCH, LEARNING_RATE, SEED = 32, 2e-4, 0


def config(layers):
    return BertConfig(vocab_size=30522, hidden_size=384, num_hidden_layers=layers, num_attention_heads=12,
                      intermediate_size=1536, max_position_embeddings=512, type_vocab_size=2, hidden_act="gelu",
                      layer_norm_eps=1e-12)


def teacher_weights(assets):
    """The shipped int8 matrices, each row times its scale: what the Rust encoder computes with."""
    stored = load_file(f"{assets}/encoder.safetensors")
    return {name: torch.from_numpy(t.astype(np.float32) * stored[f"{name}.scale"][:, None] if t.dtype == np.int8 else t)
            for name, t in stored.items() if not name.endswith(".scale")}


def model_of(weights, layers):
    """A BERT of the teacher's embeddings and the given layers of it, renumbered."""
    model = BertModel(config(len(layers)), add_pooling_layer=False)
    state = {}
    for name, t in weights.items():
        m = re.match(r"encoder\.layer\.(\d+)\.(.*)", name)
        if m is None:
            state[name] = t
        elif int(m[1]) in layers:
            state[f"encoder.layer.{layers.index(int(m[1]))}.{m[2]}"] = t
    missing, unexpected = model.load_state_dict(state, strict=False)
    assert not unexpected and all("position_ids" in m for m in missing), (missing, unexpected)
    return model


def texts(eval_dir, background):
    """The tuned groups' posts (read as the scorer reads them: title, or a
    comment's thread title, then the text), their profiles' texts, the
    background sentences, and each text's sentences and halves."""
    whole = [l for l in Path(background).read_text().splitlines() if l.strip()]
    for folder, products, sets in TRAINED_ON:
        for product in products:
            profile = json.loads((eval_dir / folder / f"{product}.profile.json").read_text())
            whole += [profile["description"], profile["intent_brief"]]
            for s in sets:
                for line in (eval_dir / folder / f"{product}.{s}.jsonl").read_text().splitlines():
                    if line.strip():
                        d = json.loads(line)["data"]
                        body = d.get("selftext") or d.get("body") or ""
                        whole += [f"{d.get('title') or ''}\n{body}", f"{d.get('link_title') or ''}\n{body}"]
    whole = sorted({t.strip() for t in whole if t.strip()})
    pieces = []
    for t in whole:
        sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n", t) if len(s.split()) >= 3]
        pieces += sentences if len(sentences) > 1 else []
        words = t.split()
        if len(words) >= 8:
            pieces += [" ".join(words[: len(words) // 2]), " ".join(words[len(words) // 2:])]
    return whole + sorted(set(pieces) - set(whole))


def embed(model, tokenizer, batch):
    encodings = tokenizer.encode_batch(batch)
    ids = torch.tensor([e.ids for e in encodings])
    mask = torch.tensor([e.attention_mask for e in encodings])
    hidden = model(input_ids=ids, attention_mask=mask, token_type_ids=torch.zeros_like(ids)).last_hidden_state
    mean = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
    return torch.nn.functional.normalize(mean, dim=-1)


def vectors(model, tokenizer, all_texts):
    # By length, so that a batch pads little; then back in the texts' order.
    order = sorted(range(len(all_texts)), key=lambda i: len(all_texts[i]))
    with torch.no_grad():
        got = torch.cat([embed(model, tokenizer, [all_texts[i] for i in order[at:at + 64]])
                         for at in range(0, len(order), 64)])
    return got[torch.argsort(torch.tensor(order))]


def fidelity(student, tokenizer, kept, targets):
    got = vectors(student, tokenizer, kept)
    cosines = (got * targets).sum(-1)
    pairs = (got @ got.T - targets @ targets.T).abs()
    return f"cosine to the teacher {cosines.mean():.4f} (lowest {cosines.min():.4f}), pairs moved {pairs.mean():.4f} on average"


def main():
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("assets", type=Path)
    args.add_argument("eval", type=Path)
    args.add_argument("background", type=Path)
    args.add_argument("out", type=Path)
    args.add_argument("--layers", default="0,4,5")
    args.add_argument("--steps", type=int, default=2500)
    args.add_argument("--cache", type=Path, help="a file to keep the teacher's vectors in between runs")
    a = args.parse_args()
    random.seed(SEED)
    torch.manual_seed(SEED)
    torch.set_num_threads(2)
    tokenizer = Tokenizer.from_file(str(a.assets / "tokenizer.json"))
    tokenizer.enable_padding()
    weights = teacher_weights(a.assets)
    teacher = model_of(weights, list(range(6))).eval()
    student = model_of(weights, [int(i) for i in a.layers.split(",")])

    all_texts = texts(a.eval, a.background)
    random.shuffle(all_texts)
    kept, learned = all_texts[: len(all_texts) // 10], all_texts[len(all_texts) // 10:]
    print(f"{len(learned)} texts to learn from, {len(kept)} kept aside", flush=True)
    # The teacher's vectors take minutes: --cache keeps them for a run with other layers.
    if a.cache and a.cache.exists() and torch.load(a.cache)["texts"] == all_texts:
        kept_targets, targets = torch.load(a.cache)["vectors"]
    else:
        kept_targets, targets = vectors(teacher, tokenizer, kept), vectors(teacher, tokenizer, learned)
        if a.cache:
            torch.save({"texts": all_texts, "vectors": (kept_targets, targets)}, a.cache)
    print("before:", fidelity(student.eval(), tokenizer, kept, kept_targets), flush=True)

    # The embeddings stay the teacher's: two thirds of the weights, and
    # the layers learn faster without them moving.
    student.embeddings.requires_grad_(False)
    optimizer = torch.optim.AdamW([p for p in student.parameters() if p.requires_grad], lr=LEARNING_RATE)
    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: 1 - step / a.steps)
    student.train()
    for step in range(a.steps):
        chosen = random.sample(range(len(learned)), BATCH)
        got, want = embed(student, tokenizer, [learned[i] for i in chosen]), targets[chosen]
        loss = (1 - (got * want).sum(-1)).mean() + ((got @ got.T - want @ want.T) ** 2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        schedule.step()
        if step % 250 == 0:
            print(f"step {step}: loss {loss.item():.4f}", flush=True)
    student.eval()
    print("after:", fidelity(student, tokenizer, kept, kept_targets), flush=True)
    for x, y in CHECKS:
        vx, vy = vectors(student, tokenizer, [x, y])
        print(f"{x} / {y}: {float(vx @ vy):.4f}")

    a.out.mkdir(parents=True, exist_ok=True)
    state = {name: t.numpy() for name, t in student.state_dict().items() if name != "embeddings.position_ids"}
    save_file(int8_tensors(state), str(a.out / "encoder.safetensors"))


if __name__ == "__main__":
    main()
