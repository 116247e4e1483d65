import MoviesDomain

/// `#/components/schemas/Pick`.
struct ServerPickDTO: Decodable, Sendable {
    struct OutlookDTO: Decodable, Sendable {
        let name: String
        let predicted: Double
        let average: Double
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
    let films: [FilmDTO]

    /// `asker`: the member who asked, first of the members; the others are known by name.
    func toDomain(asker: User, filter: PickFilter, source: FilmReference.Source) -> GroupPick {
        let others = members.dropFirst().compactMap { ServerClubMember.user(named: $0, given: $0, family: $0) }
        let films = films.compactMap { film in
            ServerTasteFilmDTO(
                id: film.id, title: film.title, year: film.year, runtime: film.runtime, posterPath: film.posterPath
            )
            .movie(source: source).map { movie in
                GroupFilm(
                    movie: movie,
                    likely: film.members.map { outlook in
                        GroupFilm.Likely(
                            predicted: outlook.predicted, average: outlook.average,
                            reasons: outlook.why.compactMap { $0.toDomain() })
                    })
            }
        }
        return GroupPick(members: [asker] + others, films: films, filter: filter)
    }
}
