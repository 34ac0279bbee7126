#!/usr/bin/env bash
# Import benchmark: `threadwatch ingest` of a generated Reddit dump (JSON
# lines, zstd-compressed like the public dumps) of POSTS posts, about 1 in 10
# relevant to the profile, compressed with `zstd --long=LONG` (27 by default;
# the public dumps use 31, a 2 GB window). Prints posts per second and peak
# memory.
#   bench/ingest.sh [POSTS] [LONG]
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-500000}
long=${2:-27}

cargo build --quiet --release -p threadwatch --bin threadwatch
for tool in zstd /usr/bin/time; do
  command -v "$tool" >/dev/null || { apt-get update -qq && apt-get install -y -qq zstd time; }
done
bin=target/release/threadwatch
out=bench/out/ingest
rm -rf "$out" && mkdir -p "$out"
export THREADWATCH_DB="$out/bench.db" THREADWATCH_LOG=warn

python3 - "$posts" <<'PY' | zstd -q -3 --long="$long" -o "$out/dump.jsonl.zst"
import json, random, sys
rng = random.Random(7)
subs = ["webdev", "SaaS", "startups", "selfhosted", "AskReddit", "gaming", "aww", "programming"]
words = "the a to of and in is it you that for on with this my was but are have be not just".split()
for i in range(int(sys.argv[1])):
    relevant = i % 10 == 0
    title = ("Looking for web analytics without a cookie banner" if relevant
             else " ".join(rng.choice(words) for _ in range(rng.randint(5, 12))))
    print(json.dumps({"id": f"b{i:x}", "subreddit": rng.choice(subs), "title": title,
                      "selftext": " ".join(rng.choice(words) for _ in range(rng.randint(0, 60))),
                      "author": f"u{rng.randint(1, 99999)}", "created_utc": 1_790_000_000 + i,
                      "permalink": f"/r/x/comments/b{i:x}/t/", "score": rng.randint(0, 500)}))
PY
account=$($bin account create --name bench | python3 -c 'import json,sys; print(json.load(sys.stdin)["account_id"])')
printf 'name = "Lumen"\nkeywords = ["web analytics", "cookie banner"]\ncompetitors = ["Google Analytics"]\nsubreddits = ["webdev"]\n' >"$out/profile.toml"
$bin product set --account "$account" --file "$out/profile.toml" >/dev/null

size=$(du -h "$out/dump.jsonl.zst" | cut -f1)
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o "$out/rss.txt" $bin ingest --account "$account" --file "$out/dump.jsonl.zst" >"$out/result.json"
end=$(date +%s.%N)
python3 - "$posts" "$start" "$end" "$out" "$size" "$long" <<'PY'
import json, sys
posts, start, end, out, size = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5]
result = json.load(open(f"{out}/result.json"))
rss = int(open(f"{out}/rss.txt").read().split()[-1]) / 1024
rate = posts / (end - start)
print(f"\nthreadwatch ingest of {posts:,} posts ({size} zstd --long={sys.argv[6]}), {result['matched']:,} matched")
print(f"{'posts per second':<24}{rate:>10,.0f}   goal >= 20,000   {'met' if rate >= 20000 else 'NOT met'}")
print(f"{'peak resident memory':<24}{rss:>8.1f} MB")
PY
