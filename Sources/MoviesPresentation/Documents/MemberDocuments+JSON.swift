/// Reviews, saved films and accounts: their members, the one list of them.
extension ReviewDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("author", author)
            json.member("film", film)
            json.member("rating", rating)
            json.member("stars", stars)
            json.member("text", text)
            json.member("spoilers", spoilers)
            json.member("written", written)
            json.member("edited", edited)
        }
    }
}

extension ReviewDocument.Film: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("title", title)
            json.member("year", year)
        }
    }
}

extension ReviewsDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("film", film)
            json.member("count", count)
            json.member("averageRating", averageRating)
            json.member("page", page)
            json.member("totalPages", totalPages)
            json.member("results", results)
        }
    }
}

extension SavedFilmsDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("page", page)
            json.member("totalPages", totalPages)
            json.member("totalResults", totalResults)
            json.member("results", results)
        }
    }
}

extension SavedFilmsDocument.Item: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("savedAt", savedAt)
            json.member("movie", movie)
        }
    }
}

extension UserDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("name", name)
            json.key("fullName")
            json.object { json in
                json.member("given", fullName.given)
                json.member("family", fullName.family)
            }
            json.member("joined", joined)
        }
    }
}
