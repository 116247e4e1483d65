/// A page of results: its members, the one list of them.
extension SearchResultsDocument: JSONDocument {
    public func write(to json: inout JSONWriter) {
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
            json.member("searchedFor", searchedFor)
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
