import MoviesDomain

/// `#/components/schemas/RecommendationReasons`: one reason as programs read it.
struct ServerReasonDTO: Decodable, Sendable {
    let kind: String
    let name: String?
    let role: String?
    let films: Int?
    let rating: Int?
    let genre: String?
    let decade: Int?
    let country: String?
    let members: Int?
    let title: String?

    /// Nil for a kind this client does not know.
    func toDomain() -> RecommendationReason? {
        switch kind {
        case "person":
            guard let name, let role = role.flatMap(PersonCredit.Role.init(rawValue:)), let films, let rating else {
                return nil
            }
            return .person(name: name, role: role, films: films, rating: rating)
        case "genre": return genre.flatMap(Genre.init(named:)).map { .genre($0, films: films ?? 0) }
        case "decade": return decade.map { .decade($0, films: films ?? 0) }
        case "country": return country.map { .country($0, films: films ?? 0) }
        case "kindred": return members.map { .kindred(members: $0) }
        case "alike": return title.map { .alike(title: $0) }
        case "saved": return .saved
        case "wellLoved": return .wellLoved(genre.flatMap(Genre.init(named:)))
        default: return nil
        }
    }
}
