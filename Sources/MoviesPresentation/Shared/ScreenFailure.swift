import MoviesDomain

/// Why a screen could not show what was asked, as the user reads it and as a front end classifies it:
/// the one place where errors are sorted into kinds (a web page answers 400, 404, 503 or 500 from
/// ``kind``), each with a stable ``code`` for programs.
public struct ScreenFailure: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The request itself was wrong: an empty query, a page that does not exist.
        case invalidInput
        case notFound
        /// Only a signed-in person may do this, or the name and password did not match.
        case unauthorized
        /// The person is known, and this is not theirs to do: another member's film to correct.
        case forbidden
        /// It clashes with what is there: a name someone else has.
        case conflict
        /// A limit is spent for now (wrong passwords, sign-ups, changes); ``retryAfter`` says for how long.
        case tooManyRequests
        /// Too big to take: a review's text past its size in bytes.
        case tooLarge
        /// The source or the storage failed; asking again later may work.
        case unavailable
        /// Nobody foresaw it: a bug. The message says nothing of it; the detail is for the log only.
        case unexpected
    }

    public let kind: Kind
    /// What programs match on: `invalid_query`, `invalid_page`, `page_out_of_range`, `not_found`,
    /// `unavailable`, `internal_error`.
    public let code: String
    /// One sentence in the screen's language.
    public let message: String
    /// The error's own description, in English, for logs and the command line.
    public private(set) var detail: String
    /// The field of the form or address at fault, where one is (`genre`, `from`).
    public var field: String?
    /// Seconds until asking again may work, for a limit that is spent.
    public var retryAfter: Int?

    public init(kind: Kind, code: String, message: String, detail: String) {
        self.kind = kind
        self.code = code
        self.message = message
        self.detail = detail
    }

    /// A screen that settled with neither what it was asked for nor a failure: a bug.
    public static func unexpected(_ strings: Strings) -> ScreenFailure {
        ScreenFailure(kind: .unexpected, code: "internal_error", message: strings.unexpected, detail: "no answer")
    }

    public init(_ error: any Error, strings: Strings) {
        if let failure = error as? ScreenFailure {
            self = failure
            return
        }
        let detail = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        let read = Self.readings.lazy.compactMap { $0.failure(of: error, strings: strings) }.first
        self = read ?? Self.shared(error, strings: strings)
        self.detail = detail
    }

    /// Each feature's reading of its own errors, one line each.
    static var readings: [any FailureReading.Type] {
        [
            SearchFailures.self,
            FilmsFailures.self,
            DiscoverFailures.self,
            AccountsFailures.self,
            TokensFailures.self,
            ReviewsFailures.self,
            DiaryFailures.self,
            TransferFailures.self,
            PlaysFailures.self,
            ListsFailures.self,
            ProfilesFailures.self,
            ClubFailures.self,
            TasteFailures.self,
        ]
    }

    /// What no one feature owns: a page out of range, a refusal another server gave, a source out of
    /// reach, and what nobody foresaw.
    private static func shared(_ error: any Error, strings: Strings) -> ScreenFailure {
        switch error {
        case PageNumber.Error.notPositive(let page):
            ScreenFailure(.invalidInput, "invalid_page", strings.pageNotPositive(page))
        case PageNumber.Error.aboveMaximum(let page, let maximum):
            ScreenFailure(.invalidInput, "invalid_page", strings.pageAboveMaximum(page, maximum))
        case let refused as any RefusedElsewhere where (400..<500).contains(refused.refusalStatus):
            ScreenFailure(
                Self.kinds[refused.refusalStatus] ?? .invalidInput, refused.refusalCode, refused.refusalMessage)
        case is any SourceUnavailableError, is CancellationError:
            ScreenFailure(.unavailable, "unavailable", strings.unavailable)
        default: ScreenFailure(.unexpected, "internal_error", strings.unexpected)
        }
    }

    /// The kinds of another server's 4xx refusals.
    private static let kinds: [Int: Kind] = [
        401: .unauthorized, 403: .forbidden, 404: .notFound, 409: .conflict, 413: .tooLarge, 429: .tooManyRequests,
    ]
}
