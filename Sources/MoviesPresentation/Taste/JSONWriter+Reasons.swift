import MoviesDomain

extension JSONWriter {
    /// Why films are recommended as programs read it (`why`): each reason's kind and what it names, beside
    /// the words of `reasons`.
    mutating func reasons(_ name: String, _ reasons: [RecommendationReason]) {
        objects(name, reasons) { json, reason in
            switch reason {
            case .person(let person, let role, let films, let rating):
                json.member("kind", "person")
                json.member("name", person)
                json.member("role", role.rawValue)
                json.member("films", films)
                json.member("rating", rating)
            case .genre(let genre, let films):
                json.member("kind", "genre")
                json.member("genre", genre.rawValue)
                json.member("films", films)
            case .decade(let decade, let films):
                json.member("kind", "decade")
                json.member("decade", decade)
                json.member("films", films)
            case .country(let country, let films):
                json.member("kind", "country")
                json.member("country", country)
                json.member("films", films)
            case .kindred(let members):
                json.member("kind", "kindred")
                json.member("members", members)
            case .alike(let title):
                json.member("kind", "alike")
                json.member("title", title)
            case .saved:
                json.member("kind", "saved")
            case .wellLoved(let genre):
                json.member("kind", "wellLoved")
                json.member("genre", genre?.rawValue)
            }
        }
    }
}
