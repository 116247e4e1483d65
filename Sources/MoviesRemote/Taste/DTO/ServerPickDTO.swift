import MoviesDomain

/// `#/components/schemas/Pick`.
struct ServerPickDTO: Decodable, Sendable {
    struct OutlookDTO: Decodable, Sendable {
        let name: String
        let predicted: Double?
        let average: Double?
        let why: [ServerReasonDTO]
    }

    struct FilmDTO: Decodable, Sendable {
        let id: String
        let title: String
        let year: Int?
        let runtime: Int?
        let posterPath: String?
        let members: [OutlookDTO]
    }

    let members: [String]
    /// Whom the asker may pick with; a server before it leaves it out.
    let friends: [String]?
    let films: [FilmDTO]

    /// The friends named, known by name.
    var friendsToDomain: [User]? {
        friends?.compactMap { ServerClubMember.user(named: $0, given: $0, family: $0) }
    }

    /// `asker`: the id of the member who asked, the first of the members; the others are known by name.
    func toDomain(asker: User.ID, filter: PickFilter, source: FilmReference.Source) -> GroupPick {
        var named = members.compactMap { ServerClubMember.user(named: $0, given: $0, family: $0) }
        if let first = named.first {
            named[0] = User(id: asker, name: first.name, fullName: first.fullName, joined: first.joined)
        }
        let films = films.compactMap { film in
            ServerTasteFilmDTO(
                id: film.id, title: film.title, year: film.year, runtime: film.runtime, posterPath: film.posterPath
            )
            .movie(source: source).map { movie in
                GroupFilm(
                    movie: movie,
                    likely: film.members.map { outlook in
                        // Nothing is said of a member whose diary is private.
                        guard let predicted = outlook.predicted, let average = outlook.average else { return nil }
                        return GroupFilm.Likely(
                            predicted: predicted, average: average, reasons: outlook.why.compactMap { $0.toDomain() })
                    })
            }
        }
        return GroupPick(members: named, films: films, filter: filter)
    }
}
