#!/usr/bin/env bash
# Scoring benchmark: posts per second on one core, scored against 10,000 and
# 100,000 synthetic profiles through the profile index, with and without the
# sentence encoder's share; memory reported. Each run scores the posts twice
# and reports the second pass: the first also encodes the situations. Also
# the most this encoder could allow: its dense layers at the processor's
# peak (encode_speed measures it) and the rest of its work taking no time.
#   bench/scoring.sh [POSTS]
# READINGS=FILE keeps the encoder's readings of the profiles' texts in FILE
# (a SQLite database, as the service keeps them), so that a run after the
# first encodes almost none of them in its first pass.
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-200000}
cargo build --quiet --release -p threadwatch --example bench_scoring
mkdir -p bench/out
for profiles in 10000 100000; do
  target/release/examples/bench_scoring "$profiles" "$posts"
done >bench/out/scoring.jsonl
python3 - <<'PY'
import json
goal = {10000: 2000, 100000: 300}
print(f"\n{'profiles':>10}{'posts/s (1 core)':>18}{'without encoder':>17}{'goal':>8}{'posts encoded':>15}"
      f"{'matches':>10}{'index build':>13}{'peak RSS':>10}")
for line in open("bench/out/scoring.jsonl"):
    r = json.loads(line)
    met = "met" if r["posts_per_second"] >= goal[r["profiles"]] else "NOT met"
    print(f"{r['profiles']:>10,}{r['posts_per_second']:>18,.0f}{r['posts_per_second_without_encoder']:>17,.0f}"
          f"{goal[r['profiles']]:>8,}{r['posts_encoded']:>15,}{r['matches']:>10,}"
          f"{r['index_build_seconds']:>11.2f} s{r['peak_rss_mb']:>7.0f} MB  {met}")
    print(f"{'':>10}first pass: {r['situations_encoded']:,} situations encoded once, {r['situations_seconds']:.1f} s")
    if r["posts_per_second_at_the_encoders_peak"] is not None:
        print(f"{'':>10}at most {r['posts_per_second_at_the_encoders_peak']:,.0f} posts/s with this encoder: its dense"
              " layers at the processor's peak, the rest of its work in no time")
PY
