#!/usr/bin/env bash
# API benchmark: wrk against GET /v1/matches?limit=20 on a database of
# MATCHES matches (default 1,000,000), page 1 and a page half-way down, with
# the rate limit raised and many keys, beside a bare hyper server returning
# the same bytes: the ceiling of the HTTP stack on this machine. The targets
# are judged on the server as configured by default (answers kept while the
# database is unchanged); the same pages are also measured while another
# process commits 100 times a second, and on a second server with that cache
# off. The runs are interleaved in ROUNDS rounds, each starting one
# configuration further on, and each figure is the median, so that drift on a
# shared machine hits every configuration alike.
#   bench/api.sh [MATCHES] [CONNECTIONS] [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
matches=${1:-1000000}
connections=${2:-64}
seconds=${3:-10}
rounds=${4:-5}
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
  for _ in $(seq 1 1200); do # a first start may migrate a large database
    base=$(sed -n 's/^listening on //p' "$log")
    [ -n "$base" ] && return 0
    sleep 0.1
  done
  echo "server did not start: $(cat "$log")" >&2; exit 1
}

run_wrk() { # label base path
  BENCH_PATH=$3 wrk -t2 -c"$connections" -d"${seconds}s" --latency -s bench/keys.lua "$2" | sed -n 's/^RESULT //p' | sed "s/^/$1 /"
}
warm_up() { BENCH_PATH=$2 wrk -t2 -c"$connections" -d3s -s bench/keys.lua "$1" >/dev/null; }
rss_mb() { awk '/VmHWM/ {printf "%.1f", $2/1024}' "/proc/$1/status"; }
serve_bench_db() { # log, then extra VAR=value settings
  local log=$1; shift
  start_server "$log" env THREADWATCH_API__RATE_LIMIT_PER_MINUTE=100000000 THREADWATCH_LOG=warn \
    THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS=0 "$@" target/release/threadwatch --db "$db" serve --listen 127.0.0.1:0
}

serve_bench_db "$out/server.log"
server=$base server_pid=$pid
serve_bench_db "$out/server-uncached.log" THREADWATCH_API__READ_CACHE_MB=0
uncached=$base
page1="/v1/matches?limit=20"
deep="/v1/matches?limit=20&cursor=$deep_cursor"
first_key=${BENCH_KEYS%% *}
curl -sf -H "Authorization: Bearer $first_key" "$server$page1" >"$out/page1.json"
start_server "$out/bare.log" target/release/examples/bare_server "$out/page1.json"
bare=$base
for target in "$server" "$uncached" "$bare"; do warm_up "$target" "$page1"; done

# Another process commits 100 times a second (as ingest and deliveries do),
# so kept answers keep going stale. Runs while its round lasts.
start_writer() {
  python3 - "$db" <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=5)
while True:
    db.execute("INSERT OR REPLACE INTO secrets (name, value) VALUES ('bench-writer', randomblob(8))")
    time.sleep(0.01)
PY
  writer_pid=$!; pids+=("$writer_pid")
}

# One run of a configuration: label.
run_one() {
  case $1 in
    page1) run_wrk page1 "$server" "$page1" ;;
    deep) run_wrk deep "$server" "$deep" ;;
    writes) start_writer; run_wrk writes "$server" "$page1"; kill "$writer_pid" ;;
    page1_uncached) run_wrk page1_uncached "$uncached" "$page1" ;;
    deep_uncached) run_wrk deep_uncached "$uncached" "$deep" ;;
    bare) run_wrk bare "$bare" "$page1" ;;
  esac
}
configurations=(page1 bare deep page1_uncached writes deep_uncached)
results=()
for round in $(seq 0 $((rounds - 1))); do
  echo "round $((round + 1)) of $rounds ..." >&2
  # Each round starts one configuration further on, so none always runs first.
  for i in $(seq 0 $((${#configurations[@]} - 1))); do
    results+=("$(run_one "${configurations[$(( (i + round) % ${#configurations[@]} ))]}")")
  done
done
server_rss=$(rss_mb "$server_pid")

python3 - "$matches" "$connections" "$rounds" "$server_rss" "${results[@]}" <<'PY'
import statistics, sys
matches, conns, rounds, rss = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
runs_by_label = {}
for line in sys.argv[5:]:
    label, *fields = line.split()
    runs_by_label.setdefault(label, []).append({k: float(v) for k, v in (f.split("=") for f in fields)})
# Each figure is the median of its rounds; errors are summed.
rows = {
    label: {k: (sum if k in ("errors", "non2xx") else statistics.median)([r[k] for r in runs]) for k in runs[0]}
    for label, runs in runs_by_label.items()
}
p1, deep, bare = rows["page1"], rows["deep"], rows["bare"]
print(f"\nGET /v1/matches?limit=20 over {int(matches):,} matches, {conns} connections, 64 keys, median of {rounds} rounds")
print(f"{'run':<28}{'req/s':>10}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}")
runs = [
    ("page 1", p1),
    ("deep page (half-way)", deep),
    ("page 1, 100 commits/s", rows["writes"]),
    ("page 1, cache off", rows["page1_uncached"]),
    ("deep page, cache off", rows["deep_uncached"]),
    ("bare hyper, same bytes", bare),
]
for name, r in runs:
    print(f"{name:<28}{r['rps']:>10.0f}{r['p50_ms']:>9.2f}{r['p99_ms']:>9.2f}{int(r['errors'] + r['non2xx']):>8}")
checks = [
    ("page 1 vs bare hyper", f"{p1['rps'] / bare['rps']:.1%}", "≥ 70%", p1['rps'] >= 0.7 * bare['rps']),
    ("deep page vs page 1", f"{deep['rps'] / p1['rps']:.1%}", "≥ 90%", deep['rps'] >= 0.9 * p1['rps']),
    ("p99 page 1 / deep", f"{p1['p99_ms']:.2f} / {deep['p99_ms']:.2f} ms", "< 10 ms", max(p1['p99_ms'], deep['p99_ms']) < 10),
    ("server peak RSS", f"{rss:.1f} MB", "< 100 MB", rss < 100),
    ("errors", f"{int(sum(r['errors'] + r['non2xx'] for r in rows.values()))}", "0", all(r['errors'] + r['non2xx'] == 0 for r in rows.values())),
]
per_round = [p["rps"] / b["rps"] for p, b in zip(runs_by_label["page1"], runs_by_label["bare"])]
print(f"\npage 1 vs bare hyper, round by round: {', '.join(f'{r:.0%}' for r in per_round)}")
print(f"\n{'target':<24}{'measured':>22}{'goal':>10}  met")
for name, got, goal, ok in checks:
    print(f"{name:<24}{got:>22}{goal:>10}  {'yes' if ok else 'NO'}")
PY
