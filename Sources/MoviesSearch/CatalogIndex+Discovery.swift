public import MoviesDomain

extension CatalogIndex {
    /// Every genre some film of the catalog has, in ``Genre``'s order.
    public var genres: [Genre] {
        BrowseIndex.genres(in: browse.genreMasks.reduce(0, |))
    }

    /// One page of the films `filter` allows, in its order, as catalog ids; `words` (a query's), when
    /// there are some, keep the films whose titles they find.
    public func discover(
        _ filter: DiscoverFilter, words: [String], offset: Int, limit: Int
    ) -> (movieIDs: [Int], total: Int) {
        let among = words.isEmpty ? nil : FilmBits(titles.matches(words), filmCount: titles.filmCount)
        let (films, total) = browse.films(filter, among: among, offset: offset, limit: limit)
        return (films.map(movieID), total)
    }

    /// Films sharing the people, genres and era of the film `id` (see ``SimilarFilms``), given the
    /// people its details name; nil when the catalog has no such film.
    public func similarFilms(
        to id: Int, directors: [String], writers: [String], cast: [String], limit: Int
    ) -> [Int]? {
        guard let position = film(withID: id) else { return nil }
        var credits: [PeopleIndex.Person: UInt8] = [:]
        let roles = [
            (directors, PeopleIndex.Roles.director), (writers, PeopleIndex.Roles.writer),
            (cast, PeopleIndex.Roles.cast),
        ]
        for (names, role) in roles {
            for name in names {
                if let person = people.person(named: name) { credits[person, default: 0] |= role }
            }
        }
        return SimilarFilms(browse: browse, people: people)
            .films(like: position, credits: credits.map { ($0.key, $0.value) }, limit: limit)
            .map(movieID)
    }

    /// The catalog id of film number `film`.
    func movieID(_ film: TitleIndex.Film) -> Int {
        Int(titles.movieIDs[Int(film)])
    }
}
