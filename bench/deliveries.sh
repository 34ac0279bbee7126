#!/usr/bin/env bash
# Delivery benchmark: sustained deliveries per second from the durable outbox
# to a local receiver (BURST queued matches, sent when the server starts), and
# the time from `threadwatch ingest` of one matching post to its arrival at
# the receiver on an idle server (ROUNDS times; p50, p99). Prints a table.
#   bench/deliveries.sh [BURST] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
burst=${1:-20000}
rounds=${2:-50}

cargo build --quiet --release -p threadwatch --bin threadwatch --example bench_receiver
bin=target/release/threadwatch
out=bench/out/deliveries
rm -rf "$out" && mkdir -p "$out"
export THREADWATCH_DB="$out/bench.db" THREADWATCH_LOG=warn THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS=true THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS=0

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
target/release/examples/bench_receiver >"$out/arrivals.txt" 2>"$out/receiver.log" &
pids+=($!)
for _ in $(seq 1 50); do grep -q listening "$out/receiver.log" && break; sleep 0.1; done
hook="$(sed -n 's/^listening on //p' "$out/receiver.log")/hook"

account=$($bin account create --name bench | python3 -c 'import json,sys; print(json.load(sys.stdin)["account_id"])')
$bin account set-subscription --account "$account" --status active >/dev/null
printf 'name = "Lumen"\nkeywords = ["web analytics"]\nsubreddits = ["webdev"]\n' >"$out/profile.toml"
$bin product set --account "$account" --file "$out/profile.toml" >/dev/null
destination=$($bin destination add --account "$account" --kind webhook --url "$hook" | python3 -c 'import json,sys; print(json.load(sys.stdin)["destination_id"])')
$bin destination test --destination "$destination" >/dev/null

posts() { # count prefix
  python3 - "$1" "$2" <<'PY'
import json, sys, time
n, prefix = int(sys.argv[1]), sys.argv[2]
for i in range(n):
    print(json.dumps({"id": f"{prefix}{i}", "subreddit": "webdev", "created_utc": int(time.time()) - 60,
                      "title": f"Looking for web analytics ({prefix}{i})", "selftext": "Any recommendation?",
                      "permalink": f"/r/webdev/comments/{prefix}{i}/x/"}))
PY
}

# Throughput: queue the burst with the server down, then start it.
posts "$burst" burst >"$out/burst.jsonl"
$bin ingest --account "$account" --file "$out/burst.jsonl" >/dev/null
before=$(wc -l <"$out/arrivals.txt")
$bin serve --listen 127.0.0.1:0 2>"$out/server.log" &
server=$!; pids+=($server)
peak_rss=0
until [ "$(wc -l <"$out/arrivals.txt")" -ge $((before + burst)) ]; do
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$server/status")
  [ "$rss" -gt "$peak_rss" ] && peak_rss=$rss
  sleep 0.2
done

# Latency: one post at a time on the now idle server.
: >"$out/latency.txt"
for i in $(seq 1 "$rounds"); do
  posts 1 "lat${i}_" >"$out/one.jsonl"
  count=$(wc -l <"$out/arrivals.txt")
  start=$(python3 -c 'import time; print(int(time.time() * 1e6))')
  $bin ingest --account "$account" --file "$out/one.jsonl" >/dev/null
  until [ "$(wc -l <"$out/arrivals.txt")" -gt "$count" ]; do sleep 0.002; done
  arrived=$(tail -n 1 "$out/arrivals.txt" | cut -d' ' -f1)
  echo $((arrived - start)) >>"$out/latency.txt"
done

# Isolation: a second account's receiver that never answers, with 40
# deliveries queued to it first, beside 2,000 for the healthy receiver.
target/release/examples/bench_receiver hang >"$out/hanging.txt" 2>"$out/hanging.log" &
pids+=($!)
for _ in $(seq 1 50); do grep -q listening "$out/hanging.log" && break; sleep 0.1; done
stuck=$($bin account create --name stuck | python3 -c 'import json,sys; print(json.load(sys.stdin)["account_id"])')
$bin account set-subscription --account "$stuck" --status active >/dev/null
$bin product set --account "$stuck" --file "$out/profile.toml" >/dev/null
hanging=$($bin destination add --account "$stuck" --kind webhook --url "$(sed -n 's/^listening on //p' "$out/hanging.log")/hook" | python3 -c 'import json,sys; print(json.load(sys.stdin)["destination_id"])')
$bin destination test --destination "$hanging" >/dev/null
posts 40 stuck >"$out/stuck.jsonl"
posts 2000 beside >"$out/beside.jsonl"
$bin ingest --account "$stuck" --file "$out/stuck.jsonl" >/dev/null
beside_from=$(wc -l <"$out/arrivals.txt")
$bin ingest --account "$account" --file "$out/beside.jsonl" >/dev/null
until [ "$(wc -l <"$out/arrivals.txt")" -ge $((beside_from + 2000)) ]; do sleep 0.05; done
hung=$(($(wc -l <"$out/hanging.txt") - 1))
peak=$(awk '/VmHWM/ {printf "%.1f", $2/1024}' "/proc/$server/status")

python3 - "$out" "$before" "$burst" "$peak" "$beside_from" "$hung" <<'PY'
import statistics, sys
out, before, burst, peak = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
beside_from, hung = int(sys.argv[5]), int(sys.argv[6])
times = [int(line.split()[0]) for line in open(f"{out}/arrivals.txt")][before:before + burst]
seconds = (max(times) - min(times)) / 1e6
rate = burst / seconds
latency = sorted(int(x) / 1000 for x in open(f"{out}/latency.txt"))
p50 = statistics.median(latency)
p99 = latency[min(len(latency) - 1, int(len(latency) * 0.99))]
print(f"\nDeliveries from the outbox to a local receiver ({burst:,} queued, 4 workers)")
print(f"{'sustained deliveries/s':<34}{rate:>10.0f}   goal >= 1,000   {'met' if rate >= 1000 else 'NOT met'}")
print(f"{'ingest -> arrival p50 (idle)':<34}{p50:>8.1f} ms   goal < 100 ms   {'met' if p50 < 100 else 'NOT met'}")
print(f"{'ingest -> arrival p99 (idle)':<34}{p99:>8.1f} ms")
print(f"{'server peak resident memory':<34}{peak:>8.1f} MB   goal < 150 MB   {'met' if peak < 150 else 'NOT met'}")
beside = [int(line.split()[0]) for line in open(f"{out}/arrivals.txt")][beside_from:beside_from + 2000]
beside_rate = len(beside) / ((max(beside) - min(beside)) / 1e6)
print(f"{'beside a hanging receiver, /s':<34}{beside_rate:>10.0f}   (2,000 to a healthy receiver; {hung} attempts held by the hanging one)")
PY
