import MoviesDomain
import MoviesSearch
import Synchronization

/// One import of the catalog as searches see it: the title index, and the listing of every film shown
/// so far, so that a page of results shown before needs no trip to the database.
final class CatalogSnapshot: Sendable {
    /// Listings kept at most (a few megabytes); past it, half of them are dropped at random.
    static let listingCapacity = 8_192

    /// Which import this is: the catalog's fingerprint and the time it was imported.
    let stamp: String
    let indexes: CatalogIndex
    private let listings = Mutex<[Int: Movie]>([:])
    /// The people queries named, by their words: every search's first page asks, and queries repeat.
    private let people = Mutex<[String: [PersonMatch]]>([:])

    init(stamp: String, indexes: CatalogIndex) {
        self.stamp = stamp
        self.indexes = indexes
    }

    /// The listings of `ids` known so far, and the ids still to be read.
    func listings(of ids: [Int]) -> (known: [Int: Movie], missing: [Int]) {
        listings.withLock { listings in
            var known: [Int: Movie] = [:]
            var missing: [Int] = []
            for id in ids {
                if let movie = listings[id] { known[id] = movie } else { missing.append(id) }
            }
            return (known, missing)
        }
    }

    /// The people a query (its words and the limit: `key`) named before on this snapshot, or those
    /// `find` finds now, then kept.
    func people(named key: String, find: () async throws -> [PersonMatch]) async rethrows -> [PersonMatch] {
        if let known = people.withLock({ $0[key] }) { return known }
        let found = try await find()
        people.withLock { people in
            if people.count >= Self.listingCapacity { people.removeAll(keepingCapacity: true) }
            people[key] = found
        }
        return found
    }

    func keep(_ movies: [Int: Movie]) {
        listings.withLock { listings in
            if listings.count + movies.count > Self.listingCapacity {
                listings = Dictionary(
                    uniqueKeysWithValues: listings.prefix(Self.listingCapacity / 2).map { ($0.key, $0.value) })
            }
            listings.merge(movies) { _, new in new }
        }
    }
}
