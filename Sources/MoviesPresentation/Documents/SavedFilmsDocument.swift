import Foundation
import MoviesDomain

/// A page of saved films as programs read them, the same from every front end.
public struct SavedFilmsDocument: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        /// `catalog:17738`, `tmdb:155`.
        public let id: String
        /// ISO 8601.
        public let savedAt: String
        public let movie: MovieDocument
    }

    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [Item]

    public init(state: SavedFilmsState) {
        page = max(state.page, 1)
        totalPages = state.totalPages
        totalResults = state.totalCount
        results = state.items.map {
            Item(
                id: $0.film.description, savedAt: $0.savedAt.formatted(.iso8601),
                movie: MovieDocument(movie: $0.row.movie))
        }
    }
}
