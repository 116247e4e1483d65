public import MoviesDomain

/// A person and their films as programs read them (`/api/people/{id}`, `movies person --json`).
public struct PersonDocument: JSONDocument {
    public let person: Person
    /// Whose films these are: their ids say so (`catalog:42198`).
    public let source: FilmReference.Source

    public init(person: Person, source: FilmReference.Source) {
        self.person = person
        self.source = source
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", person.id.rawValue)
            json.member("name", person.name)
            // How many films they had each role in, by role.
            json.key("roles")
            json.object { json in
                for count in person.roleCounts.sorted(by: { $0.role.rawValue < $1.role.rawValue }) {
                    json.member(count.role.rawValue, count.films)
                }
            }
            // Newest first; roles are `director`, `writer`, `cast`.
            json.objects("films", person.credits) { json, credit in
                json.member("movie", MovieDocument(movie: credit.movie, source: source))
                json.member("roles", credit.orderedRoles.map(\.rawValue))
                json.member("character", credit.character)
            }
            // The same films' ids, best known first by the source's measure of renown.
            json.member("bestKnown", person.bestKnown.map { FilmReference(source: source, movieID: $0).description })
        }
    }
}
