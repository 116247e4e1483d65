public import MoviesDomain
import MoviesSearch
import Synchronization

/// The films members added, in memory with a title index of their own that searches read beside the
/// catalog's: loaded from the store on the first search, told at once of each film this server adds, and
/// looking at most once every `recheckInterval` for those other servers added (their count, then the
/// ids it lacks). The small index is built again when a search finds it out of date, never the catalog's.
public final class AddedFilmsIndexCache: Sendable {
    /// The added films as one search sees them: their index, and each one's listing by id.
    struct Snapshot: Sendable {
        let index: CatalogIndex
        let listings: [Int: Movie]
    }

    private struct State {
        var films: [Int: AddedFilm] = [:]
        /// Bumped by every change to `films`: a snapshot built from an older one is not kept.
        var version = 0
        var snapshot: (Snapshot, version: Int)?
        var checked: ContinuousClock.Instant?
    }

    private let store: any AddedFilmsRepository
    private let recheckInterval: Duration
    private let state = Mutex(State())

    public init(store: any AddedFilmsRepository, recheckInterval: Duration = .seconds(1)) {
        self.store = store
        self.recheckInterval = recheckInterval
    }

    /// The films added so far, those of other servers up to `recheckInterval` late. While the store cannot
    /// be read, the films known are searched, once some are.
    func current() async throws -> Snapshot {
        let due = state.withLock { state in state.checked.map { $0.duration(to: .now) >= recheckInterval } ?? true }
        if due {
            do {
                try await catchUp()
            } catch  where state.withLock({ $0.checked != nil }) {
                // Searched without the latest: the catalog's films are still there to find.
            }
        }
        return snapshot()
    }

    /// Tells the cache of a film this server added: the next search finds it.
    public func insert(_ film: AddedFilm) {
        guard let number = Int(film.id.rawValue) else { return }
        state.withLock { state in
            state.films[number] = film
            state.version += 1
        }
    }

    /// Reads the films the store has and the cache does not.
    private func catchUp() async throws {
        let count = try await store.addedFilmCount()
        if count != state.withLock({ $0.films.count }) {
            let ids = try await store.addedFilmIDs()
            let known = state.withLock { Set($0.films.keys) }
            let missing = ids.filter { Int($0.rawValue).map { !known.contains($0) } ?? false }
            var found: [AddedFilm] = []
            for start in stride(from: 0, to: missing.count, by: 1_000) {
                found += try await store.addedFilms(Array(missing[start..<min(start + 1_000, missing.count)]))
            }
            let present = Set(ids.compactMap { Int($0.rawValue) })
            state.withLock { state in
                for film in found { if let number = Int(film.id.rawValue) { state.films[number] = film } }
                // A film gone from the store (merged into another, removed) goes from searches too.
                state.films = state.films.filter { present.contains($0.key) }
                state.version += 1
            }
        }
        state.withLock { $0.checked = .now }
    }

    /// The snapshot of the films known now, built if they changed since the last.
    private func snapshot() -> Snapshot {
        let (films, version, kept) = state.withLock { state in
            (state.films, state.version, state.snapshot.flatMap { $0.version == state.version ? $0.0 : nil })
        }
        if let kept { return kept }
        let snapshot = Self.build(films.sorted { $0.key < $1.key }.map(\.value))
        state.withLock { state in
            if state.version == version { state.snapshot = (snapshot, version) }
        }
        return snapshot
    }

    private static func build(_ films: [AddedFilm]) -> Snapshot {
        var builder = CatalogIndex.Builder()
        var listings: [Int: Movie] = [:]
        for film in films {
            guard let number = Int(film.id.rawValue) else { continue }
            let facts = film.facts
            builder.add(
                IndexedFilm(
                    id: number, title: facts.title, language: facts.language,
                    genres: facts.genres, released: .year(facts.year), rating: nil, reviews: 0,
                    directors: facts.directors, writers: [], cast: facts.cast),
                words: SearchText.words(facts.title))
            listings[number] = film.listing
        }
        return Snapshot(index: builder.build(), listings: listings)
    }
}
