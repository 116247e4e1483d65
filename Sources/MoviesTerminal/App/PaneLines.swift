import Foundation
import MoviesPresentation

/// Rows several panes draw alike: a failure with the key that retries, the rule under a header, and the
/// status of a list that grows page by page.
enum PaneLines {
    /// The failure's sentence and, under it, `r: retry`.
    static func retryable(_ failure: ScreenFailure, strings: Strings) -> [Line] {
        [Line(failure.message, .failure), Line("r: " + strings.browse.retry, .dim)]
    }

    /// A thin line across the screen.
    static func rule(_ width: Int) -> Line {
        Line(String(repeating: "─", count: width), .dim)
    }

    /// What a growing list says about itself: more loading, more that could not be loaded (`r` retries),
    /// or the age of a cached page; nil when it has nothing to say.
    static func status(of list: MoviesListState, strings: Strings) -> Line? {
        if list.loading == .nextPage { return Line(strings.loadingMore, .dim) }
        if let failure = list.failure, !list.items.isEmpty {
            return Line(strings.loadMoreFailed + " " + failure.message + " · r: " + strings.browse.retry, .failure)
        }
        if let savedAt = list.origin.savedAt { return Line(strings.cachedResults(Age(since: savedAt)), .rating) }
        return nil
    }
}
