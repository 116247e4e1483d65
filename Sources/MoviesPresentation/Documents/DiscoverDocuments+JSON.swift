/// Browse, person and films-alike documents: their members, the one list of them.
extension DiscoverResultsDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("filter")
            json.object { json in
                json.member("genres", filter.genres)
                json.member("from", filter.from)
                json.member("to", filter.to)
                json.member("minRating", filter.minRating)
                json.member("sort", filter.sort)
                json.member("query", filter.query)
            }
            json.member("page", page)
            json.member("totalPages", totalPages)
            json.member("totalResults", totalResults)
            json.member("source", source)
            json.key("results")
            json.array(results) { $1.write(to: &$0) }
        }
    }
}

extension PersonDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("name", name)
            json.key("roles")
            json.object { json in
                for (role, count) in roles.sorted(by: { $0.key < $1.key }) { json.member(role, count) }
            }
            json.key("films")
            json.array(films) { json, credit in
                json.object { json in
                    json.key("movie")
                    credit.movie.write(to: &json)
                    json.member("roles", credit.roles)
                    json.member("character", credit.character)
                }
            }
        }
    }
}

extension SimilarMoviesDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.key("series")
            json.array(series) { $1.write(to: &$0) }
            json.key("similar")
            json.array(similar) { $1.write(to: &$0) }
        }
    }
}
