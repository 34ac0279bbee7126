#!/usr/bin/env bash
# API benchmark: wrk against GET /v1/matches?limit=20 on a database of
# MATCHES matches (default 1,000,000), page 1 and a page half-way down, with
# the rate limit raised and many keys; then a bare hyper server returning the
# same bytes, the ceiling of the HTTP stack on this machine. Prints a table.
#   bench/api.sh [MATCHES] [CONNECTIONS] [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
matches=${1:-1000000}
connections=${2:-64}
seconds=${3:-15}
keys=64

command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
cargo build --quiet --release -p threadwatch --bin threadwatch --example bench_seed --example bare_server

out=bench/out
mkdir -p "$out"
db="$out/bench-$matches.db"
if [ ! -s "$out/seed-$matches.json" ] || [ ! -f "$db" ]; then
  rm -f "$db" "$db-wal" "$db-shm"
  echo "seeding $matches matches into $db ..."
  start=$(date +%s)
  target/release/examples/bench_seed "$db" "$matches" "$keys" >"$out/seed-$matches.json"
  echo "seeded in $(( $(date +%s) - start )) s"
fi
BENCH_KEYS=$(python3 -c 'import json,sys; print(" ".join(json.load(sys.stdin)["keys"]))' <"$out/seed-$matches.json")
deep_cursor=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["deep_cursor"])' <"$out/seed-$matches.json")
export BENCH_KEYS

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
# Starts a server in the background; sets $base and $pid.
start_server() {
  local log=$1; shift
  "$@" 2>"$log" >/dev/null &
  pid=$!; pids+=("$pid")
  for _ in $(seq 1 100); do
    base=$(sed -n 's/^listening on //p' "$log")
    [ -n "$base" ] && return 0
    sleep 0.1
  done
  echo "server did not start: $(cat "$log")" >&2; exit 1
}

run_wrk() { # label path
  BENCH_PATH=$2 wrk -t2 -c"$connections" -d"${seconds}s" --latency -s bench/keys.lua "$base" | sed -n 's/^RESULT //p' | sed "s/^/$1 /"
}
rss_mb() { awk '/VmHWM/ {printf "%.1f", $2/1024}' "/proc/$1/status"; }

THREADWATCH_RATE_LIMIT_PER_MINUTE=100000000 THREADWATCH_LOG=warn THREADWATCH_POLL_INTERVAL_SECONDS=0 \
  start_server "$out/server.log" target/release/threadwatch --db "$db" serve --listen 127.0.0.1:0
server_pid=$pid
page1="/v1/matches?limit=20"
deep="/v1/matches?limit=20&cursor=$deep_cursor"
first_key=${BENCH_KEYS%% *}
curl -sf -H "Authorization: Bearer $first_key" "$base$page1" >"$out/page1.json"
curl -sf -H "Authorization: Bearer $first_key" "$base$deep" >/dev/null

BENCH_PATH=$page1 wrk -t2 -c"$connections" -d3s -s bench/keys.lua "$base" >/dev/null # warm-up
r_page1=$(run_wrk page1 "$page1")
r_deep=$(run_wrk deep "$deep")
server_rss=$(rss_mb "$server_pid")
kill "$server_pid"

start_server "$out/bare.log" target/release/examples/bare_server "$out/page1.json"
BENCH_PATH=$page1 wrk -t2 -c"$connections" -d3s -s bench/keys.lua "$base" >/dev/null
r_bare=$(run_wrk bare "$page1")

python3 - "$matches" "$connections" "$server_rss" "$r_page1" "$r_deep" "$r_bare" <<'PY'
import sys
matches, conns, rss = sys.argv[1], sys.argv[2], float(sys.argv[3])
rows = {}
for line in sys.argv[4:]:
    label, *fields = line.split()
    rows[label] = {k: float(v) for k, v in (f.split("=") for f in fields)}
p1, deep, bare = rows["page1"], rows["deep"], rows["bare"]
print(f"\nGET /v1/matches?limit=20 over {int(matches):,} matches, {conns} connections, 64 keys")
print(f"{'run':<28}{'req/s':>10}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}")
for name, r in [("page 1", p1), ("deep page (half-way)", deep), ("bare hyper, same bytes", bare)]:
    print(f"{name:<28}{r['rps']:>10.0f}{r['p50_ms']:>9.2f}{r['p99_ms']:>9.2f}{int(r['errors'] + r['non2xx']):>8}")
checks = [
    ("page 1 vs bare hyper", f"{p1['rps'] / bare['rps']:.0%}", "≥ 70%", p1['rps'] >= 0.7 * bare['rps']),
    ("deep page vs page 1", f"{deep['rps'] / p1['rps']:.0%}", "≥ 90%", deep['rps'] >= 0.9 * p1['rps']),
    ("p99 page 1 / deep", f"{p1['p99_ms']:.2f} / {deep['p99_ms']:.2f} ms", "< 10 ms", max(p1['p99_ms'], deep['p99_ms']) < 10),
    ("server peak RSS", f"{rss:.1f} MB", "< 100 MB", rss < 100),
    ("errors", f"{int(sum(r['errors'] + r['non2xx'] for r in rows.values()))}", "0", all(r['errors'] + r['non2xx'] == 0 for r in rows.values())),
]
print(f"\n{'target':<24}{'measured':>22}{'goal':>10}  met")
for name, got, goal, ok in checks:
    print(f"{name:<24}{got:>22}{goal:>10}  {'yes' if ok else 'NO'}")
PY
