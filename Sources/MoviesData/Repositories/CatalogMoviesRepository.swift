import Foundation
public import MoviesDomain

/// Movies from the embedded catalog, imported into the store and searched through a ``TitleIndex``
/// loaded into memory on the first search, with the listings of the films found kept beside it. It has no
/// cache to hand over: every answer is the catalog's own.
public struct CatalogMoviesRepository: MoviesRepository {
    public static let pageSize = 20

    private let store: any CatalogStore
    private let snapshots = CatalogSnapshotCache()

    public init(store: any CatalogStore) {
        self.store = store
    }

    public func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let words = SearchText.words(query.text)
        let pageSize = Self.pageSize
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        let (movies, found, snapshot) = try await picking { snapshot -> ([Int], (Int, [String]?)) in
            Self.search(
                words, in: snapshot.indexes, thisYear: thisYear, limit: pageSize, offset: (page.value - 1) * pageSize)
        }
        let (total, corrected) = found
        let suggestion = total == 0 ? snapshot.index.suggestion(for: words) : nil
        return MoviesPage(
            page: page.value,
            totalPages: (total + pageSize - 1) / pageSize,
            totalResults: total,
            movies: movies,
            suggestedQuery: suggestion.flatMap { try? MovieQuery($0.joined(separator: " ")) },
            searchedFor: corrected.flatMap { try? MovieQuery($0.joined(separator: " ")) }
        )
    }

    /// The words as typed; when they find nothing, a year among them as the release year of the rest
    /// (`king kong 1976`), and the words a slip most likely meant (`godfahter`), then both. Answers the
    /// page, how many match, and the words searched for when a slip was read.
    static func search(
        _ words: [String], in indexes: CatalogIndex, thisYear: Int, limit: Int, offset: Int
    ) -> ([Int], (Int, [String]?)) {
        let titles = indexes.titles
        let typed = titles.search(words, limit: limit, offset: offset)
        guard typed.total == 0 else { return (typed.movieIDs, (typed.total, nil)) }
        if let (year, rest) = CatalogIndex.year(in: words, thisYear: thisYear) {
            let found = indexes.search(rest, releasedIn: year, limit: limit, offset: offset)
            if found.total > 0 { return (found.movieIDs, (found.total, nil)) }
            if let spelled = titles.correction(for: rest) {
                let meant = indexes.search(spelled, releasedIn: year, limit: limit, offset: offset)
                return (meant.movieIDs, (meant.total, spelled + [String(year)]))
            }
        }
        guard let corrected = titles.correction(for: words) else { return (typed.movieIDs, (typed.total, nil)) }
        let meant = titles.search(corrected, limit: limit, offset: offset)
        return (meant.movieIDs, (meant.total, corrected))
    }

    /// The films `pick` chooses on the current snapshot, in its order, with what else it answers. The
    /// listings not kept in memory are read from the store with the stamp of their import: if another
    /// process imported the catalog since the snapshot was taken, the choice is made again on the new one.
    func picking<Answer>(
        _ pick: (CatalogSnapshot) throws -> (movieIDs: [Int], Answer)
    ) async throws -> (movies: [Movie], answer: Answer, snapshot: CatalogSnapshot) {
        var snapshot = try await currentSnapshot()
        while true {
            let (ids, answer) = try pick(snapshot)
            var (movies, missing) = snapshot.listings(of: ids)
            if !missing.isEmpty {
                let (stamp, listings) = try await store.listings(of: missing)
                guard stamp == snapshot.stamp else {
                    snapshot = try await snapshots.current(store)
                    continue
                }
                let fetched = Dictionary(listings.map { ($0.id, $0.toDomain()) }) { first, _ in first }
                snapshot.keep(fetched)
                movies.merge(fetched) { _, new in new }
            }
            return (ids.compactMap { movies[$0] }, answer, snapshot)
        }
    }

    /// The catalog's snapshot, looking at the store only when it was not looked at a moment ago.
    func currentSnapshot() async throws -> CatalogSnapshot {
        if let snapshot = snapshots.recentlyChecked { return snapshot }
        return try await snapshots.current(store)
    }

    /// The film's whole record; its people link to pages only where the people index has them (two
    /// films or more). The catalog lists cast by name, so they come best known first (by
    /// ``PeopleIndex/renownAsCast(of:)``; those in one film only after, by name).
    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard let number = Int(id.rawValue) else { throw MovieNotFound(id: id) }
        guard let record = try await store.catalogRecord(of: number) else { throw MovieNotFound(id: id) }
        var movie: Movie
        do {
            movie = try JSONDecoder().decode(CatalogMovieDTO.self, from: record).toDomain()
        } catch {
            throw CatalogError.malformed("film \(number) cannot be read")
        }
        let people = try await currentSnapshot().indexes.people
        for name in movie.directors + movie.extras.writers where people.person(named: name) != nil {
            movie.extras.people[name] = Self.personID(of: name)
        }
        let ranked = movie.cast.enumerated().map { position, name in
            let person = people.person(named: name)
            if person != nil { movie.extras.people[name] = Self.personID(of: name) }
            return (renown: person.map(people.renownAsCast) ?? 0, position: position, name: name)
        }
        movie.cast = ranked.sorted { ($0.renown, $1.position) > ($1.renown, $0.position) }.map(\.name)
        movie.extras.castOrder = .bestKnownFirst
        return movie
    }
}
