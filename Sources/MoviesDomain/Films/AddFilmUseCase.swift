public import Foundation

/// A member adds a film the catalog lacks. Before, the films it may already be are shown (the forgiving
/// search of its title and year); a film with the same title and year, or one of its ids, is refused as
/// a duplicate naming the film that has it; a member adds ``perDay`` films a day at most.
public struct AddFilmUseCase: Sendable {
    public static let perDay = 10

    private let movies: any MoviesRepository
    private let identifiers: any FilmIdentifiersRepository
    private let added: any FilmAdditionsRepository

    public init(
        movies: any MoviesRepository, identifiers: any FilmIdentifiersRepository, added: any FilmAdditionsRepository
    ) {
        self.movies = movies
        self.identifiers = identifiers
        self.added = added
    }

    /// The films `facts` may already be: the first page of a search for its title, those of its year first
    /// (adding Dune of 2021 shows Dune of 1984 too: a person tells them apart by the year).
    public func lookalikes(of facts: FilmFacts) async throws -> [Movie] {
        // A title past what a search takes (300 characters of many scalars each) is looked up by none.
        guard let query = try? MovieQuery(String(facts.title.prefix(MovieQuery.maximumLength))) else { return [] }
        let found = try await movies.searchMovies(query, page: .first, cached: { _ in }).movies
        return found.filter { $0.releaseDate.year == facts.year } + found.filter { $0.releaseDate.year != facts.year }
    }

    /// Adds the film for `member` at `time`, unless it is there already or the day's additions are spent.
    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        if let film = try await check(facts).existing { throw AddedFilmError.duplicate(of: film) }
        try await checkAllowance(of: member, at: time, adding: 1, perDay: Self.perDay)
        return try await added.add(facts, by: member, at: time)
    }

    /// Adds films already checked (``check(_:)``), as one import adds those its rows name.
    func add(checked facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        try await added.add(facts, by: member, at: time)
    }

    /// Refuses `count` more films when they would take `member` past `perDay` in the day before `time`.
    func checkAllowance(of member: User.ID, at time: Date, adding count: Int, perDay: Int) async throws {
        let today = try await added.addedCount(by: member, since: time.addingTimeInterval(-86_400))
        guard today + count <= perDay else { throw AddedFilmError.tooManyToday(limit: perDay) }
    }

    /// What adding `facts` would meet, from one search: the film that has its title and year, or an id (one
    /// of the source's, or one added), and the films it may be (``lookalikes(of:)``). `besides`: a film not
    /// to count, the one being corrected to `facts`.
    public func check(
        _ facts: FilmFacts, besides: Movie.ID? = nil
    ) async throws -> (existing: Movie?, lookalikes: [Movie]) {
        let lookalikes = try await lookalikes(of: facts)
        if let imdb = facts.identifiers.imdb, let id = try await identifiers.films(withIMDbIDs: [imdb])[imdb],
            id != besides
        {
            return (try await movies.movie(withID: id), lookalikes)
        }
        if let film = lookalikes.first(where: {
            $0.id != besides && $0.releaseDate.year == facts.year && Self.sameTitle($0.title, facts.title)
        }) {
            return (film, lookalikes)
        }
        let added = try await added.addedFilm(titled: facts.title, year: facts.year, or: facts.identifiers)
        return (added.flatMap { $0.id == besides ? nil : $0.movie }, lookalikes)
    }

    /// Whether two titles are one as a person reads them (``FilmFacts/titleKey(_:)``).
    public static func sameTitle(_ one: String, _ other: String) -> Bool {
        FilmFacts.titleKey(one) == FilmFacts.titleKey(other)
    }
}
