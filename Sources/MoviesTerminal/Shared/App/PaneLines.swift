import Foundation
import MoviesPresentation

/// Rows several panes draw alike: a failure with the key that retries, the rule under a header, and the
/// status of a list that grows page by page.
enum PaneLines {
    /// The failure's sentence and, under it, `r: retry`.
    static func retryable(_ failure: ScreenFailure, strings: Strings) -> [Line] {
        [Line(said(failure), .failure), Line("r: " + strings.browse.retry, .dim)]
    }

    /// What a failure says on screen: its sentence, and for a source that could not answer (or anything
    /// unforeseen) what exactly happened, as the one-shot commands say it: the server unreachable, the
    /// token refused, an answer that does not read.
    static func said(_ failure: ScreenFailure) -> String {
        guard failure.kind == .unavailable || failure.kind == .unexpected, !failure.detail.isEmpty,
            failure.detail != "no answer"
        else { return failure.message }
        return failure.message + " — " + failure.detail
    }

    /// One field of a form: its label and value, `›` before the field being edited and, where typing goes
    /// (`cursor`), a cursor after its value.
    static func field(_ label: String, _ value: String, current: Bool, cursor: Bool = true) -> Line {
        var line = Line((current ? "› " : "  ") + label + ": ", .bold).appending(value)
        if current, cursor { line.append(" ", .selected) }
        return line
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
            return Line(strings.loadMoreFailed + " " + said(failure) + " · r: " + strings.browse.retry, .failure)
        }
        if let savedAt = list.origin.savedAt { return Line(strings.cachedResults(Age(since: savedAt)), .rating) }
        return nil
    }
}
