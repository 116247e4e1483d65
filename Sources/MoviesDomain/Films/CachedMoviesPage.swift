public import Foundation

/// A page a repository kept from an earlier search, handed over before the fresh one arrives.
public struct CachedMoviesPage: Equatable, Sendable {
    public let page: MoviesPage
    public let savedAt: Date

    public init(page: MoviesPage, savedAt: Date) {
        self.page = page
        self.savedAt = savedAt
    }
}
