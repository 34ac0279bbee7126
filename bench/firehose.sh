#!/usr/bin/env bash
# All-of-Reddit benchmark: the tests' Reddit stand-in fed at Reddit's pace
# (3,120 items a minute), one `threadwatch poll --once` per simulated minute
# for ACCOUNTS site-wide accounts. Prints items, requests, time and peak
# memory per review, and whether a review keeps up within Reddit's budget.
#   bench/firehose.sh [MINUTES] [ACCOUNTS]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-5}
accounts=${2:-500}
command -v /usr/bin/time >/dev/null || { apt-get update -qq && apt-get install -y -qq time; }
cargo build --quiet --release -p threadwatch --bin threadwatch --example bench_firehose
target/release/examples/bench_firehose target/release/threadwatch bench/out/firehose "$minutes" "$accounts"
