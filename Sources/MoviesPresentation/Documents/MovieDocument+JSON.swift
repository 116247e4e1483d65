/// A film's members, the one list of them.
extension MovieDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { writeMembers(to: &$0) }
    }

    /// The film's members, into an object another document opens (`movies show --json` adds its own).
    public func writeMembers(to json: inout JSONWriter) {
        json.member("id", id)
        json.member("title", title)
        json.member("originalTitle", originalTitle)
        json.member("overview", overview)
        json.member("posterPath", posterPath)
        json.member("releaseDate", releaseDate)
        json.member("releaseDatePrecision", releaseDatePrecision)
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
        json.member("castOrder", castOrder)
        if let characters {
            json.key("characters")
            json.object { json in
                for (name, character) in characters.sorted(by: { $0.key < $1.key }) { json.member(name, character) }
            }
        }
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
