"""Fine-tunes the sentence encoder (all-MiniLM-L6-v2) so that a product's intent
brief comes near its own buyers' posts and away from its other posts and from
other products' buyers. Trains on the evaluation groups the scorer is tuned on
(the same list as impl/src/scoring/lead.rs TRAINED_ON); never on a held-out group.

  python tune-encoder.py BASE_MODEL_DIR EVAL_DIR OUT_DIR [--leave-out training3,training4]
      [--measure] [--why N] [--trades DIR]

With --leave-out, those groups are not trained on, and the script prints, for
each of their products and their mean, the area under the curve of the brief's
cosine (buyers against the product's other posts / against the group's other
products' buyers) before and after: the out-of-sample check. --measure prints
the same for the training groups the encoder never learns from
(NEVER_TRAINED_ON). --why N adds, at each step, N posts with their label's note
on why they are or are not a buyer (an item's "why"), each note to pick its
post out of the step's others: a measurement; the shipped weights are made
without it. --trades DIR (impl/eval/trades) tunes on those written trades
alone, so that no evaluation group is learned, and measures every group.
Last, it prints the cosines of a few pairs (CHECKS), which the encoder
crate's tests expect of its int8 copy. Needs torch and
sentence-transformers (scripts/requirements-tune.txt); 20 minutes to an hour on
two cores, by processor.
"""
import argparse, json, random
from pathlib import Path

import numpy as np
import torch
from sentence_transformers import SentenceTransformer

# (folder, products, sets): the groups of impl/src/scoring/lead.rs TRAINED_ON,
# in the order the shipped weights were made in (the order decides the random draws).
TRAINED_ON = [
    ("training1", ["aisle", "bench", "recall"], ["posts"]),
    ("training2", ["fetch", "harbor", "pitch"], ["posts"]),
    ("training3", ["clutch", "hearth", "patch"], ["posts"]),
    ("training4", ["compass", "kiln", "tide"], ["posts"]),
    ("once-held-out", ["anchor", "keystone", "pantry"], ["posts"]),
    ("heldout2", ["beacon", "brewlog", "tutorly"], ["posts"]),
    ("", ["lumen", "quill", "kettle"], ["posts", "own-words"]),
]
# Written after the encoder was shipped: read only to measure it.
NEVER_TRAINED_ON = [
    ("training5", ["shelf", "visit", "mend"], ["posts"]),
    ("training6", ["folder", "bloom", "stall"], ["posts"]),
    ("training7", ["ink", "haul", "proof"], ["posts"]),
    ("training8", ["crumb", "relay", "riddle"], ["posts"]),
    ("training9", ["beat", "scale", "gavel"], ["posts"]),
    ("training10", ["claim", "load", "tower"], ["posts"]),
]
STEPS, LEARNING_RATE, SCALE, SEED = 300, 2e-5, 20.0, 0
# Pairs whose cosines, as the float32 model gives them, the encoder crate's
# tests check its int8 forward pass against (the model card's examples).
CHECKS = [
    ("The new movie is awesome", "The new movie is so great"),
    ("The cat sits outside", "The cat plays in the garden"),
    ("I love pasta", "Do you like pizza?"),
    ("The weather is lovely today.", "It's so sunny outside!"),
    ("The weather is lovely today.", "He drove to the stadium."),
]


def text_of(item):
    data = item["data"]
    return (data.get("title") or "") + "\n" + (data.get("selftext") or data.get("body") or "")


def product(folder, name, sets):
    """A product's brief (its description when it has none) and its labelled posts, as
    (text, is a buyer, why) from each set FOLDER/NAME.SET.jsonl."""
    profile = json.loads((folder / f"{name}.profile.json").read_text())
    items = []
    for s in sets:
        for line in (folder / f"{name}.{s}.jsonl").read_text().splitlines():
            if line.strip():
                item = json.loads(line)
                items.append((text_of(item), bool(item["relevant"]), item.get("why") or ""))
    return profile["intent_brief"].strip() or profile["description"], items


def load_trades(trades_dir):
    """The written trades: each a product's brief and its 30 posts."""
    return [product(trades_dir, f.name.removesuffix(".profile.json"), ["posts"])
            for f in sorted(trades_dir.glob("*.profile.json"))]


def load(eval_dir, folders):
    groups = {}
    for folder, products, sets in folders:
        group = groups.setdefault(folder or "tuned", {})
        for name in products:
            group[name] = product(eval_dir / folder, name, sets)
    return groups


def auc(pos, neg):
    pos, neg = np.asarray(pos)[:, None], np.asarray(neg)[None, :]
    return float((pos > neg).mean() + 0.5 * (pos == neg).mean())


def measure(model, group):
    """Each product's (buyers against its other posts, against the group's other products' buyers)."""
    # Each product's posts are encoded once, then read against every brief of the group.
    posts = {p: model.encode([t for t, _, _ in items], normalize_embeddings=True) for p, (_, items) in group.items()}
    aucs = {}
    for product, (brief, items) in group.items():
        b = model.encode([brief], normalize_embeddings=True)[0]
        s = posts[product] @ b
        buyers = [x for x, (_, r, _) in zip(s, items) if r]
        theirs = [x for p, (_, its) in group.items() if p != product
                  for x, (_, r, _) in zip(posts[p] @ b, its) if r]
        aucs[product] = (auc(buyers, [x for x, (_, r, _) in zip(s, items) if not r]), auc(buyers, theirs))
    aucs["mean"] = tuple(np.mean(list(aucs.values()), axis=0))
    return aucs


def embed(model, texts):
    return torch.nn.functional.normalize(model(model.tokenize(texts))["sentence_embedding"], dim=-1)


def brief_loss(model, briefs, buyers, others):
    """Each brief against every post of the step: its own buyer is the answer."""
    logits = embed(model, briefs) @ embed(model, buyers + others).T * SCALE
    return torch.nn.functional.cross_entropy(logits, torch.arange(len(briefs)))


def learn(model, step_loss):
    """STEPS steps of AdamW, each on the loss `step_loss()` draws."""
    optimizer = torch.optim.AdamW(model.parameters(), lr=LEARNING_RATE)
    model.train()
    for step in range(STEPS):
        loss = step_loss()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            print(f"step {step}: loss {loss.item():.3f}", flush=True)
    model.eval()


def train(model, products, why):
    """Each step takes every product's brief, one of its buyers and one of its other posts."""
    told = [(note, text) for _, items in products for text, _, note in items if note]

    def step_loss():
        briefs, buyers, others = [], [], []
        for brief, items in products:
            briefs.append(brief)
            buyers.append(random.choice([t for t, r, _ in items if r]))
            others.append(random.choice([t for t, r, _ in items if not r]))
        loss = brief_loss(model, briefs, buyers, others)
        if why:
            # Each label's note against the step's posts: its own post is the answer.
            pairs = random.sample(told, why)
            logits = embed(model, [s for s, _ in pairs]) @ embed(model, [t for _, t in pairs]).T * SCALE
            loss = loss + torch.nn.functional.cross_entropy(logits, torch.arange(len(pairs)))
        return loss

    learn(model, step_loss)


TRADES_PER_STEP = 32


def train_on_trades(model, trades):
    """`train` on the written trades alone, TRADES_PER_STEP of them drawn into each step."""

    def step_loss():
        drawn = random.sample(trades, TRADES_PER_STEP)
        buyers = [random.choice([t for t, r, _ in items if r]) for _, items in drawn]
        others = [random.choice([t for t, r, _ in items if not r]) for _, items in drawn]
        return brief_loss(model, [brief for brief, _ in drawn], buyers, others)

    learn(model, step_loss)


def main():
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("base", type=Path)
    args.add_argument("eval", type=Path)
    args.add_argument("out", type=Path)
    args.add_argument("--leave-out", default="")
    args.add_argument("--measure", action="store_true")
    args.add_argument("--why", type=int, default=0)
    args.add_argument("--trades", type=Path)
    a = args.parse_args()
    random.seed(SEED)
    torch.manual_seed(SEED)
    groups = load(a.eval, TRAINED_ON)
    left_out = [g for g in a.leave_out.split(",") if g]
    # Trained on the written trades, the encoder learns none of the groups: all are measured.
    measured = {**{g: groups[g] for g in (groups if a.trades else left_out)},
                **(load(a.eval, NEVER_TRAINED_ON) if a.measure else {})}
    model = SentenceTransformer(str(a.base), device="cpu")
    before = {g: measure(model, group) for g, group in measured.items()}
    if a.trades:
        train_on_trades(model, load_trades(a.trades))
    else:
        train(model, [p for g, ps in groups.items() if g not in left_out for p in ps.values()], a.why)
    model.save(str(a.out))
    for x, y in CHECKS:
        vx, vy = model.encode([x, y], normalize_embeddings=True)
        print(f"{x} / {y}: {float(vx @ vy):.4f}")
    for g, group in measured.items():
        for product, after in measure(model, group).items():
            own, others = before[g][product]
            print(f"{g} {product}: own {own:.3f} -> {after[0]:.3f}, others {others:.3f} -> {after[1]:.3f}")


if __name__ == "__main__":
    main()
