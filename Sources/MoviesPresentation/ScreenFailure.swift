import MoviesDomain

/// Why a screen could not show what was asked, as the user reads it and as a front end classifies it
/// (a web page answers 400, 404 or 503 from ``kind``).
public struct ScreenFailure: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The request itself was wrong: an empty query, a page that does not exist.
        case invalidInput
        case notFound
        /// The source or the storage failed; asking again later may work.
        case unavailable
    }

    public let kind: Kind
    /// One sentence in the screen's language.
    public let message: String
    /// The error's own description, in English, for logs and the command line.
    public let detail: String

    public init(kind: Kind, message: String, detail: String) {
        self.kind = kind
        self.message = message
        self.detail = detail
    }

    public init(_ error: any Error, strings: Strings) {
        detail = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        switch error {
        case MovieQuery.Error.empty:
            (kind, message) = (.invalidInput, strings.queryEmpty)
        case MovieQuery.Error.tooLong(let length, let maximum):
            (kind, message) = (.invalidInput, strings.queryTooLong(length, maximum))
        case PageNumber.Error.notPositive(let page):
            (kind, message) = (.invalidInput, strings.pageNotPositive(page))
        case PageNumber.Error.aboveMaximum(let page, let maximum):
            (kind, message) = (.invalidInput, strings.pageAboveMaximum(page, maximum))
        case SearchMoviesError.pageBeyondLast(let page, let lastPage):
            (kind, message) = (.invalidInput, strings.pageBeyondLast(page, lastPage))
        case is MovieNotFound:
            (kind, message) = (.notFound, strings.movieNotFound)
        default:
            (kind, message) = (.unavailable, strings.unavailable)
        }
    }
}
