-- bench's wrk script (wrk-load.ts runs it): one thread sends the request paths in the file
-- TROVA_WRK_PATHS in order, from line TROVA_WRK_START (0-based), repeating from the top, shared by
-- every connection, so no connection replays its own copy of the sequence. No response() callback:
-- with one, wrk would hand every body to Lua, which is the cost this generator is here to avoid.
-- The requests are formatted once, in init(), which wrk runs before it starts the clock: formatting
-- each in request() cost wrk ≈ 4 µs of CPU a request (of ≈ 30, most of it the kernel's sending and
-- receiving), on cores the servers share with it (docs/benchmarks.md, "Cluster").
local requests = {}
-- Globals, so done() can read each thread's count through thread:get.
sent = 0
start = 0

function setup(thread)
  threads = threads or {}
  table.insert(threads, thread)
end

function init(args)
  for line in io.lines(os.getenv("TROVA_WRK_PATHS")) do
    requests[#requests + 1] = wrk.format("GET", line)
  end
  -- wrk calls request() once before the run to check what it returns; that call takes -1, so the
  -- first request sent is the one at `start`.
  sent = -1
  start = tonumber(os.getenv("TROVA_WRK_START")) or 0
end

function request()
  local formatted = requests[((start + sent) % #requests) + 1]
  sent = sent + 1
  return formatted
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + (thread:get("sent") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    "TROVA_WRK %d %d %d %d %d %d %d %d\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout, e.status, total))
  -- The latency histogram (microseconds:count, one pair per value met), so that runs of the same
  -- configuration can be merged into one distribution before taking percentiles.
  local pairs = {}
  for i = 1, #latency do
    local value, count = latency(i)
    pairs[#pairs + 1] = string.format("%d:%d", value, count)
  end
  io.write("TROVA_WRK_LATENCY " .. table.concat(pairs, " ") .. "\n")
end
