#!/usr/bin/env bash
# Contract test: schemathesis, with every check on, against the live demo
# server and the project's openapi.yaml. Zero failures allowed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

cargo build --quiet --bin threadwatch
work=$(mktemp -d)
server_pid=
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

# The demo prints one JSON line ({"base_url", "api_key", ...}) once it listens.
(cd "$work" && THREADWATCH_API__RATE_LIMIT_PER_MINUTE=1000000 THREADWATCH_LOG=warn \
  exec "$root/target/debug/threadwatch" demo --listen 127.0.0.1:0 >"$work/ready.json" 2>"$work/server.log") &
server_pid=$!
for _ in $(seq 1 100); do
  [ -s "$work/ready.json" ] && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.1
done
base_url=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["base_url"])' <"$work/ready.json")
api_key=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["api_key"])' <"$work/ready.json")

.venv-tools/bin/schemathesis --config-file tests/contract/schemathesis.toml run openapi.yaml \
  --url "$base_url" -H "Authorization: Bearer $api_key" \
  --checks all --max-examples 100 --seed 1 --no-color
