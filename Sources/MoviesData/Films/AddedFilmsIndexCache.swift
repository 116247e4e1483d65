public import MoviesDomain
import MoviesSearch
import Synchronization

/// The films members added, in memory with a title index of their own that searches read beside the
/// catalog's: loaded from the store on the first search, told at once of each film this server adds or
/// removes, and looking at most once every `recheckInterval` for what other servers changed (the store's
/// change counter, then the films written since and the ids of all). Never the catalog's index is built again: the added films are in two small ones, one
/// of all but the latest (built again only once the latest are many) and one of the latest, built again
/// when a search finds it out of date, in a few milliseconds.
public final class AddedFilmsIndexCache: Sendable {
    /// How many films the index of the latest holds before all are indexed together again.
    static let latestAtMost = 500

    /// The added films as one search sees them: their indexes, and each one by id.
    struct Snapshot: Sendable {
        let indexes: [CatalogIndex]
        let films: [Int: AddedFilm]

        /// The listing of the added film `id`; nil for any other id.
        func listing(_ id: Int) -> Movie? {
            films[id]?.listing
        }
    }

    private struct State {
        var films: [Int: AddedFilm] = [:] {
            didSet { version += 1 }
        }
        /// Bumped by every change to `films`: a snapshot built from an older one is not kept.
        var version = 0
        var snapshot: (Snapshot, version: Int)?
        /// The index of all films but the latest, and which films it holds.
        var older: (index: CatalogIndex, films: Set<Int>)?
        var checked: ContinuousClock.Instant?
        /// The store's change counter as of the last look (``AddedFilmsRepository/addedFilmsVersion()``).
        var storeVersion: Int?
        /// The films this server added since the last look began: kept, though that look read the ids before.
        var addedSinceLook: Set<Int> = []
    }

    private let store: any AddedFilmsRepository
    private let recheckInterval: Duration
    private let state = Mutex(State())
    private let lookingAtStore = Mutex<Task<Void, any Error>?>(nil)

    public init(store: any AddedFilmsRepository, recheckInterval: Duration = .seconds(1)) {
        self.store = store
        self.recheckInterval = recheckInterval
    }

    /// The films added so far, those of other servers up to `recheckInterval` late. While the store cannot
    /// be read, the films known are searched, once some are.
    func current() async throws -> Snapshot {
        let due = state.withLock { state in state.checked.map { $0.duration(to: .now) >= recheckInterval } ?? true }
        if due {
            // One look at the store at a time: the searches that find it due meanwhile wait for that one.
            let look = lookingAtStore.withLock { running in
                if let running { return running }
                let look = Task { try await catchUp() }
                running = look
                return look
            }
            defer { lookingAtStore.withLock { if $0 == look { $0 = nil } } }
            do {
                try await look.value
            } catch  where state.withLock({ $0.checked != nil }) {
                // Searched without the latest, the catalog's films still there to find; the store is asked
                // again after another interval, not by every search meanwhile (each would wait on it).
                state.withLock { $0.checked = .now }
            }
        }
        return snapshot()
    }

    /// Tells the cache of a film this server added: the next search finds it.
    public func insert(_ film: AddedFilm) {
        guard let number = Int(film.id.rawValue) else { return }
        state.withLock { state in
            state.films[number] = film
            state.addedSinceLook.insert(number)
        }
    }

    /// Tells the cache of a film this server removed: the next search does not find it.
    public func remove(_ id: Movie.ID) {
        guard let number = Int(id.rawValue) else { return }
        state.withLock { state in
            state.films.removeValue(forKey: number)
            state.addedSinceLook.remove(number)
        }
    }

    /// Reads what changed in the store since the last look, by its change counter: the films written
    /// since, and the ids of all (a film gone, removed, goes from searches too). The first look reads all.
    private func catchUp() async throws {
        state.withLock { $0.addedSinceLook = [] }
        let version = try await store.addedFilmsVersion()
        let seen = state.withLock { $0.storeVersion }
        if version != seen {
            let changed = try await store.addedFilms(changedAfter: seen ?? -1)
            let present = Set(try await store.addedFilmIDs().compactMap { Int($0.rawValue) })
            state.withLock { state in
                var films = state.films.filter { present.contains($0.key) || state.addedSinceLook.contains($0.key) }
                for film in changed { if let number = Int(film.id.rawValue) { films[number] = film } }
                state.films = films
                state.storeVersion = version
            }
        }
        state.withLock { $0.checked = .now }
    }

    /// The snapshot of the films known now, built if they changed since the last.
    private func snapshot() -> Snapshot {
        let (films, version, kept, older) = state.withLock { state in
            (
                state.films, state.version, state.snapshot.flatMap { $0.version == state.version ? $0.0 : nil },
                state.older
            )
        }
        if let kept { return kept }
        // The films the older index lacks; once too many, or once it holds a film gone, all are indexed anew.
        var base = older.flatMap { $0.films.isSubset(of: films.keys) ? $0 : nil }
        var latest = films.keys.filter { !(base?.films.contains($0) ?? false) }
        if latest.count > Self.latestAtMost {
            base = (Self.index(films.keys.sorted().compactMap { films[$0] }), Set(films.keys))
            latest = []
        }
        let snapshot = Snapshot(
            indexes: [base?.index, latest.isEmpty ? nil : Self.index(latest.sorted().compactMap { films[$0] })]
                .compactMap { $0 },
            films: films)
        state.withLock { state in
            guard state.version == version else { return }
            state.snapshot = (snapshot, version)
            state.older = base
        }
        return snapshot
    }

    /// The index of `films`, in the order given.
    private static func index(_ films: [AddedFilm]) -> CatalogIndex {
        var builder = CatalogIndex.Builder()
        for film in films {
            guard let number = Int(film.id.rawValue) else { continue }
            let facts = film.facts
            builder.add(
                IndexedFilm(
                    id: number, title: facts.title, language: facts.language, genres: facts.genres,
                    released: .year(facts.year), runtime: facts.runtime, rating: nil, reviews: 0,
                    directors: facts.directors, writers: [],
                    cast: facts.cast, countries: facts.country.map { [$0] } ?? []),
                words: SearchText.words(facts.title), alsoTitled: facts.originalTitle)
        }
        return builder.build()
    }
}
