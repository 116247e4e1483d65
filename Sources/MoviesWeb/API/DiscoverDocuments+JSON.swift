import MoviesPresentation

/// Browse, person and films-alike documents written by ``JSONWriter``, member for member what
/// JSONEncoder writes of them (`DocumentsTests` holds the two to the same JSON): a person's page lists
/// dozens of films, and JSONEncoder took most of its time.
extension DiscoverResultsDocument: JSONDocument {
    func write(to json: inout JSONWriter) {
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
    func write(to json: inout JSONWriter) {
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
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.key("series")
            json.array(series) { $1.write(to: &$0) }
            json.key("similar")
            json.array(similar) { $1.write(to: &$0) }
        }
    }
}
