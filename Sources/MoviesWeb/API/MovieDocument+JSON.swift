import MoviesPresentation

/// The shared documents written by ``JSONWriter``, member for member what JSONEncoder writes of them
/// (`DocumentsTests` holds the two to the same JSON), in a tenth of the time.
extension MovieDocument: JSONDocument {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("title", title)
            json.member("originalTitle", originalTitle)
            json.member("overview", overview)
            json.member("posterPath", posterPath)
            json.member("releaseDate", releaseDate)
            json.member("year", year)
            json.member("genres", genres)
            json.member("runtime", runtime)
            json.member("originalLanguage", originalLanguage)
            if let rating {
                json.key("rating")
                json.object { json in
                    json.member("average", rating.average)
                    json.member("votes", rating.votes)
                    json.member("raters", rating.raters)
                }
            }
            json.member("directors", directors)
            json.member("countries", countries)
            json.member("cast", cast)
            json.member("writers", writers)
            json.member("languages", languages)
            json.member("productionCompanies", productionCompanies)
            json.member("certification", certification)
            json.member("awards", awards)
            json.member("metascore", metascore)
            json.member("boxOffice", boxOffice)
            json.member("imdbID", imdbID)
        }
    }
}

extension SearchResultsDocument: JSONDocument {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("query", query)
            json.member("page", page)
            json.member("totalPages", totalPages)
            json.member("totalResults", totalResults)
            json.member("source", source)
            json.key("results")
            json.array(results) { $1.write(to: &$0) }
            if let notice {
                json.key("notice")
                json.object { json in
                    json.member("code", notice.code)
                    json.member("message", notice.message)
                    json.member("savedAt", notice.savedAt)
                }
            }
            json.member("suggestedQuery", suggestedQuery)
            if let people {
                json.key("people")
                json.array(people) { json, person in
                    json.object { json in
                        json.member("id", person.id)
                        json.member("name", person.name)
                        json.member("knownFor", person.knownFor)
                        json.member("knownForTitles", person.knownForTitles)
                    }
                }
            }
        }
    }
}
