-- Like wrk-report.lua, but every request adds bust=<a new number> to the query string, as a client defeating a cache would.
local counter = 0
local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. separator .. "bust=" .. counter)
end

done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, errors))
end
