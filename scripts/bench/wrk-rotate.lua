-- Like wrk-report.lua, but each request carries the next of several sets of headers (the cookies of many signed-in
-- members), read from the file named after `--`: one set a line, as name<TAB>value pairs separated by tabs.
dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "wrk-report.lua")

local requests = {}
local turn = 0

init = function(args)
  for line in io.lines(args[1]) do
    local headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    local fields = {}
    for field in string.gmatch(line, "[^\t]+") do fields[#fields + 1] = field end
    for i = 1, #fields, 2 do headers[fields[i]] = fields[i + 1] end
    requests[#requests + 1] = wrk.format(nil, nil, headers)
  end
end

request = function()
  turn = turn % #requests + 1
  return requests[turn]
end
