public import Foundation

/// Everything the results screen shows, as one value: a front end renders it and nothing else.
public struct MoviesListState: Equatable, Sendable {
    /// Where the items on screen came from.
    public enum Origin: Equatable, Sendable {
        case fresh
        /// An earlier answer, shown while (or because) a fresh one is not there.
        case cached(savedAt: Date)
    }

    /// The query as the user typed it, tidied; empty before the first search.
    public var query = ""
    public var items: [MoviesListItemViewModel] = []
    public var loading = MoviesListLoading.none
    /// Why the last request failed; what was shown before stays shown.
    public var failure: ScreenFailure?
    /// The highest page loaded so far (0 before any).
    public var currentPage = 0
    /// The first page shown: 1, or the page an address asked for alone (`?page=3`).
    public var firstPage = 0
    public var totalPages = 0
    public var totalResults = 0
    /// A near spelling that finds films, when this search found none.
    public var suggestedQuery: String?
    /// What the films are for when the source read a slip in the query (`godfahter`: `godfather`).
    public var searchedFor: String?
    public var origin = Origin.fresh

    public init() {}

    /// How many films a source answers a page: TMDB's twenty, which the catalog keeps too.
    public static let pageSize = 20

    public var hasMorePages: Bool { currentPage < totalPages }

    /// The failure's sentence, in the screen's language.
    public var errorMessage: String? { failure?.message }

    /// True once a search finished with nothing to show: the screen shows its empty text.
    public var isEmpty: Bool { items.isEmpty && loading == .none && errorMessage == nil && !query.isEmpty }
}

extension MoviesListState.Origin {
    /// When a cached page was saved; nil for a fresh one.
    public var savedAt: Date? {
        guard case .cached(let savedAt) = self else { return nil }
        return savedAt
    }
}
