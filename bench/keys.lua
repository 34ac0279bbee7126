-- wrk script: spreads requests over the benchmark's API keys.
-- Env: BENCH_KEYS (keys separated by spaces), BENCH_PATH.
local keys = {}
for k in string.gmatch(os.getenv("BENCH_KEYS") or "", "%S+") do keys[#keys + 1] = k end
local path = os.getenv("BENCH_PATH")
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", path, { ["Authorization"] = "Bearer " .. keys[(i % #keys) + 1] })
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d non2xx=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
