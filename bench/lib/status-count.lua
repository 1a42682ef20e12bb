-- wrk script (bench/lib/load-child.mjs): counts answers by status (2xx, 304, other) across
-- wrk's threads and prints them as one JSON line when the run is done.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  ok = 0
  notModified = 0
  other = 0
end

function response(status, headers, body)
  if status == 304 then
    notModified = notModified + 1
  elseif status >= 200 and status < 300 then
    ok = ok + 1
  else
    other = other + 1
  end
end

function done(summary, latency, requests)
  local o, n, x = 0, 0, 0
  for _, thread in ipairs(threads) do
    o = o + thread:get("ok")
    n = n + thread:get("notModified")
    x = x + thread:get("other")
  end
  io.write(string.format('STATUS {"ok":%d,"notModified":%d,"other":%d}\n', o, n, x))
end
