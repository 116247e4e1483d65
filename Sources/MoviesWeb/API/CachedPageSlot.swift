import MoviesDomain
import Synchronization

/// Keeps the cached page a repository hands over before the fresh one, in case the fresh one fails.
final class CachedPageSlot: Sendable {
    private let slot = Mutex<CachedMoviesPage?>(nil)

    var page: CachedMoviesPage? { slot.withLock { $0 } }

    func keep(_ page: CachedMoviesPage) {
        slot.withLock { $0 = page }
    }
}
