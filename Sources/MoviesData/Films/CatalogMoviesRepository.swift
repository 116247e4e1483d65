import Foundation
public import MoviesDomain
import MoviesSearch

/// Movies from the embedded catalog, imported into the store and searched through a ``CatalogIndex``
/// loaded into memory on the first search, with the listings of the films found kept beside it. It has no
/// cache to hand over: every answer is the catalog's own.
public struct CatalogMoviesRepository: MoviesRepository {
    public static let pageSize = 20

    let store: any CatalogStore
    private let snapshots: CatalogSnapshotCache
    /// The catalog's IMDb ids, kept for as long as the catalog is the same.
    let identifiers = CatalogIdentifiersCache()
    /// The films members added, searched beside the catalog's and ranked with them.
    private let added: AddedFilmsIndexCache?

    /// `recheckInterval`: how long a search trusts the catalog it looked at last before it asks the store
    /// whether another process imported it anew.
    public init(
        store: any CatalogStore, added: AddedFilmsIndexCache? = nil, recheckInterval: Duration = .seconds(1)
    ) {
        self.store = store
        self.added = added
        snapshots = CatalogSnapshotCache(recheckInterval: recheckInterval)
    }

    public func searchMovies(
        _ query: MovieQuery,
        page: PageNumber,
        cached: @Sendable (CachedMoviesPage) async -> Void
    ) async throws -> MoviesPage {
        let words = SearchText.words(query.text)
        let pageSize = Self.pageSize
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        let addedFilms = try await added?.current()
        let (movies, found, _) = try await picking(also: { addedFilms?.listing($0) }) { snapshot in
            let found = snapshot.indexes.search(
                words, beside: addedFilms?.indexes ?? [], thisYear: thisYear, limit: pageSize,
                offset: (page.value - 1) * pageSize)
            return (found.movieIDs, found)
        }
        return MoviesPage(
            page: page.value,
            totalPages: (found.total + pageSize - 1) / pageSize,
            totalResults: found.total,
            movies: movies,
            suggestedQuery: found.suggestion.flatMap { try? MovieQuery($0.joined(separator: " ")) },
            searchedFor: found.searchedFor.flatMap { try? MovieQuery($0.joined(separator: " ")) }
        )
    }

    /// The films `pick` chooses on the current snapshot, in its order, with what else it answers. The
    /// listings not kept in memory are read from the store with the stamp of their import: if another
    /// process imported the catalog since the snapshot was taken, the choice is made again on the new one.
    /// `other` gives the listings of films the catalog does not have (those members added).
    func picking<Answer>(
        also other: (Int) -> Movie? = { _ in nil }, _ pick: (CatalogSnapshot) throws -> (movieIDs: [Int], Answer)
    ) async throws -> (movies: [Movie], answer: Answer, snapshot: CatalogSnapshot) {
        var snapshot = try await currentSnapshot()
        while true {
            let (ids, answer) = try pick(snapshot)
            let others = Dictionary(ids.compactMap { id in other(id).map { (id, $0) } }) { first, _ in first }
            var (movies, missing) = snapshot.listings(of: ids.filter { others[$0] == nil })
            movies.merge(others) { _, added in added }
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
    /// ``CatalogIndex/bestKnownFirst(_:)``; those in one film only after, by name).
    public func movie(withID id: Movie.ID) async throws -> Movie {
        guard let number = Int(id.rawValue) else { throw MovieNotFound(id: id) }
        guard let record = try await store.catalogRecord(of: number) else { throw MovieNotFound(id: id) }
        var movie: Movie
        do {
            movie = try JSONDecoder().decode(CatalogMovieDTO.self, from: record).toDomain()
        } catch {
            throw CatalogError.malformed("film \(number) cannot be read")
        }
        let indexes = try await currentSnapshot().indexes
        let cast = indexes.bestKnownFirst(movie.cast, directors: movie.directors)
        for name in movie.directors + movie.extras.writers where indexes.hasPerson(named: name) {
            movie.extras.people[name] = Self.personID(of: name)
        }
        for actor in cast where actor.hasPage { movie.extras.people[actor.name] = Self.personID(of: actor.name) }
        movie.cast = cast.map(\.name)
        movie.extras.castOrder = .bestKnownFirst
        return movie
    }
}
