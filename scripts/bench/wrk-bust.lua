-- Like wrk-report.lua, but every request adds bust=<a new number> to the query string, as a client defeating a cache would.
dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "wrk-report.lua")

local counter = 0
local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. separator .. "bust=" .. counter)
end
