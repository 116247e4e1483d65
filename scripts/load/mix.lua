-- A mix of what people do: search (first and later pages), open a film, load posters.
-- Every request is one of these paths, in turn; each wrk thread starts at a different place.
local paths = {
  "/api/search?query=star%20wars",
  "/api/search?query=love&page=2",
  "/api/search?query=the",
  "/api/search?query=a",
  "/?q=heat",
  "/?q=night&page=3",
  "/api/movies/17738",
  "/movies/17738",
  "/api/movies/181795",
  "/posters/catalog-17738.svg?w=342",
  "/posters/catalog-181795.svg?w=185",
  "/api/search?query=amelie",
  "/api/search?query=spiderman",
  "/api/recent?limit=10",
}
local counter = 0
-- A returning browser: its searches are saved to its recent queries, as a real visitor's are. The cookie is
-- one the server issued (scripts/load-test asks for it first): `wrk ... -s mix.lua URL -- "movies_visitor=..."`.
function init(args)
  if args[1] then
    wrk.headers["Cookie"] = args[1]
  end
end

function setup(thread)
  thread:set("counter", counter)
  counter = counter + 3
end

function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
