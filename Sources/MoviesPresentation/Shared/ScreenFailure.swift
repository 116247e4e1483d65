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
    public let detail: String
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
        detail = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        switch error {
        case MovieQuery.Error.empty:
            (kind, code, message) = (.invalidInput, "invalid_query", strings.queryEmpty)
        case MovieQuery.Error.tooLong(let length, let maximum):
            (kind, code, message) = (.invalidInput, "invalid_query", strings.queryTooLong(length, maximum))
        case PageNumber.Error.notPositive(let page):
            (kind, code, message) = (.invalidInput, "invalid_page", strings.pageNotPositive(page))
        case PageNumber.Error.aboveMaximum(let page, let maximum):
            (kind, code, message) = (.invalidInput, "invalid_page", strings.pageAboveMaximum(page, maximum))
        case SearchMoviesError.pageBeyondLast(let page, let lastPage):
            (kind, code, message) = (.invalidInput, "page_out_of_range", strings.pageBeyondLast(page, lastPage))
        case let error as ImportChoiceError:
            (kind, code, message) = (.invalidInput, "invalid_choice", error.description.capitalizedFirst + ".")
            field = "choice"
        case let error as EveryFilmChoiceError:
            (kind, code, message) = (.invalidInput, "invalid_choice", error.description.capitalizedFirst + ".")
            field = "choice"
        case let error as ImportAdditionError:
            let tooMany = error.reason == .film(.tooManyToday(limit: ImportUseCase.filmsAddedPerDay))
            (kind, code, message) = (
                tooMany ? .tooManyRequests : .invalidInput, tooMany ? "too_many_films" : "invalid_choice",
                error.description.capitalizedFirst + "."
            )
            field = "choice"
        case let error as FilmNameNotOne:
            let none = error.reason == .noSuchTitle
            (kind, code, message) = (
                none ? .notFound : .invalidInput, none ? "not_found" : "ambiguous_film",
                error.description.capitalizedFirst + "."
            )
            field = "film"
        case is MovieNotFound, is PosterNotFound, is NoMovieMatches:
            (kind, code, message) = (.notFound, "not_found", strings.movieNotFound)
        case let error as AccountError:
            (kind, code, message) = Self.classify(error, strings.members)
        case let error as UserName.Error:
            (kind, code, message) = (.invalidInput, "invalid_name", strings.members.userName(error))
        case let error as FullName.Error:
            (kind, code, message) = (.invalidInput, "invalid_full_name", strings.members.fullName(error))
        case let error as Password.Error:
            (kind, code, message) = (.invalidInput, "invalid_password", strings.members.password(error))
        case FilmReference.Error.unknownSource(let text), FilmReference.Error.notAnID(let text):
            (kind, code, message) = (.invalidInput, "invalid_film_id", strings.members.filmID(text))
        case let error as FilmUnavailable:
            (kind, code, message) = (
                .notFound, "film_unavailable", strings.members.filmUnavailable(error.film.description)
            )
        case ReviewDraft.Error.ratingOutOfRange:
            (kind, code, message) = (.invalidInput, "invalid_rating", strings.members.ratingOutOfRange)
        case ReviewDraft.Error.textTooLong(let maximum):
            (kind, code, message) = (.invalidInput, "invalid_text", strings.members.reviewTooLong(maximum))
        case ReviewDraft.Error.bidiControl:
            (kind, code, message) = (.invalidInput, "invalid_text", strings.members.reviewHasBidiControl)
            field = "text"
        case ReviewDraft.Error.controlCharacter:
            (kind, code, message) = (.invalidInput, "invalid_text", strings.members.reviewHasControlCharacter)
            field = "text"
        case ReviewDraft.Error.textTooLarge(let maximumBytes):
            (kind, code, message) = (.tooLarge, "text_too_large", strings.members.reviewTooLarge(maximumBytes))
            field = "text"
        case let error as WatchError:
            (kind, code, message, field) = Self.classify(error, strings)
        case let error as ClubError:
            (kind, code, message) = Self.classify(error, strings.club)
        case let error as TogetherError:
            (kind, code, message) = Self.classify(error, strings.together)
            switch error {
            case .offerNotFound, .otherFilm: break
            default: field = "with"
            }
        case let error as CommentError:
            (kind, code, message) = Self.classify(error, strings.comments)
            if case .tooMany = error { retryAfter = 60 }
            switch error {
            case .empty, .tooLong, .controlCharacter: field = "text"
            default: break
            }
        case let error as ProfileError:
            let conflict: Bool = if case .notFavourite = error { false } else { true }
            (kind, code, message) = (
                conflict ? .conflict : .notFound, conflict ? "favourites_conflict" : "not_favourite",
                String(describing: error).capitalizedFirst + "."
            )
            field = "film"
        case ReviewLikeError.noSuchReview:
            (kind, code, message) = (.notFound, "not_found", String(describing: error).capitalizedFirst + ".")
        case ReviewLikeError.ownReview:
            (kind, code, message) = (.invalidInput, "own_review", String(describing: error).capitalizedFirst + ".")
            field = "author"
        case ListError.notFound:
            (kind, code, message) = (.notFound, "not_found", String(describing: error).capitalizedFirst + ".")
        case let error as ListError:
            let conflict: Bool =
                switch error {
                case .alreadyListed, .full, .tooManyLists: true
                default: false
                }
            (kind, code, message) = (
                conflict ? .conflict : .invalidInput, conflict ? "list_conflict" : "invalid_\(error.field)",
                String(describing: error).capitalizedFirst + "."
            )
            field = error.field
        case let error as AddedFilmError:
            (kind, code, message) =
                switch error {
                case .duplicate: (.conflict, "film_exists", error.description.capitalizedFirst + ".")
                case .inUse: (.conflict, "film_in_use", error.description.capitalizedFirst + ".")
                case .notAdded: (.notFound, "not_found", error.description.capitalizedFirst + ".")
                case .notTheirs: (.forbidden, "not_yours", error.description.capitalizedFirst + ".")
                case .heldByOthers: (.conflict, "film_held", error.description.capitalizedFirst + ".")
                case .tooManyToday: (.tooManyRequests, "too_many_films", error.description.capitalizedFirst + ".")
                default: (.invalidInput, "invalid_\(error.field ?? "film")", error.description.capitalizedFirst + ".")
                }
            field = error.field
        case is ImportUnderWay:
            (kind, code, message) = (.conflict, "import_running", strings.transfer.importUnderWay)
        case let error as ImportsPerDay:
            (kind, code, message) = (.tooManyRequests, "too_many_imports", strings.transfer.importsPerDay(error.limit))
            // The day is the last 24 hours: by then the oldest of them has left it, whenever it began.
            retryAfter = 24 * 60 * 60
        case ImportFileError.tooLarge, ImportFileError.tooManyRows:
            (kind, code, message) = (.tooLarge, "import_too_large", String(describing: error))
            field = "file"
        case is ImportFileError:
            (kind, code, message) = (.invalidInput, "invalid_import", String(describing: error))
            field = "file"
        case CalendarDay.Error.notADay(let text):
            (kind, code, message) = (.invalidInput, "invalid_day", strings.diary.notADay(text))
            field = "day"
        case let error as AccessTokenError:
            (kind, code, message, field) = Self.classify(error, strings.tokens)
        case let error as TooManyAttempts:
            (kind, code, message) = Self.classify(error, strings)
            retryAfter = error.retryAfter
        case let error as PickError:
            let named =
                switch error {
                case .noCompanions: "no_companions"
                case .tooMany: "too_many_members"
                case .emptyName: "empty_name"
                case .unknownMember: "unknown_member"
                case .notFriends: "not_friends"
                case .runtime, .length: "invalid_under"
                case .genre: "invalid_genre"
                case .decade: "invalid_decade"
                }
            (kind, code, message) = (.invalidInput, named, error.description.capitalizedFirst + ".")
            field = error.field
        case let error as DiscoverFilter.Error:
            (kind, code, message) = (.invalidInput, "invalid_\(error.field)", strings.discover.filterError(error))
            field = error.field
        case is PersonNotFound, is NoPersonMatches:
            (kind, code, message) = (.notFound, "not_found", strings.discover.personNotFound)
        case is ImportsBusy:
            (kind, code, message) = (.unavailable, "imports_busy", strings.transfer.importsBusy)
            retryAfter = ImportsBusy.retryAfter
        case is TransferUnderWay:
            (kind, code, message) = (.conflict, "transfer_running", strings.transfer.transferUnderWay)
        case is PasswordChecksBusy:
            (kind, code, message) = (.unavailable, "busy", strings.members.busy)
            retryAfter = 1
        case let refused as any RefusedElsewhere where (400..<500).contains(refused.refusalStatus):
            let kinds: [Int: Kind] = [
                401: .unauthorized, 403: .forbidden, 404: .notFound, 409: .conflict, 413: .tooLarge,
                429: .tooManyRequests,
            ]
            (kind, code, message) = (
                kinds[refused.refusalStatus] ?? .invalidInput, refused.refusalCode, refused.refusalMessage
            )
        case is any SourceUnavailableError, is CancellationError:
            (kind, code, message) = (.unavailable, "unavailable", strings.unavailable)
        default:
            (kind, code, message) = (.unexpected, "internal_error", strings.unexpected)
        }
    }

    private static func classify(_ error: WatchError, _ strings: Strings) -> (Kind, String, String, String?) {
        let words = strings.diary
        return switch error {
        case .ratingOutOfRange, .ratingNotANumber:
            (.invalidInput, "invalid_rating", strings.members.ratingOutOfRange, error.field)
        case .dayInTheFuture: (.invalidInput, "invalid_day", words.dayInTheFuture, error.field)
        case .dayBeforeRelease(_, let year): (.invalidInput, "invalid_day", words.dayBeforeRelease(year), error.field)
        case .reviewWithoutRating: (.invalidInput, "invalid_rating", words.reviewWithoutRating, error.field)
        case .notFound: (.notFound, "not_found", words.watchNotFound, nil)
        case .ambiguousID: (.invalidInput, "ambiguous_id", error.description.capitalizedFirst + ".", error.field)
        case .tags: (.invalidInput, "invalid_tag", error.description.capitalizedFirst + ".", error.field)
        }
    }

    private static func classify(_ error: TooManyAttempts, _ all: Strings) -> (Kind, String, String) {
        let minutes = (error.retryAfter + 59) / 60
        let strings = all.members
        return switch error.reason {
        case .wrongPasswords: (.tooManyRequests, "too_many_attempts", strings.tooManyAttempts(minutes))
        case .passwordChecks: (.tooManyRequests, "too_many_attempts", strings.tooManyPasswordChecks)
        case .signUps: (.tooManyRequests, "too_many_sign_ups", strings.tooManySignUps(minutes))
        case .writes: (.tooManyRequests, "too_many_writes", strings.tooManyWrites)
        case .exports: (.tooManyRequests, "too_many_exports", all.transfer.tooManyExports(minutes))
        case .uploads: (.tooManyRequests, "too_many_uploads", all.transfer.tooManyUploads(minutes))
        }
    }

    private static func classify(
        _ error: AccessTokenError, _ strings: TokenStrings
    ) -> (Kind, String, String, String?) {
        switch error {
        case .invalidLabel: (.invalidInput, "invalid_label", strings.invalidLabel, "label")
        case .invalidExpiry: (.invalidInput, "invalid_expiry", strings.invalidExpiry, "expiresInDays")
        case .tooMany: (.conflict, "too_many_tokens", strings.tooMany, nil)
        case .notFound: (.notFound, "not_found", strings.notFound, nil)
        }
    }

    private static func classify(_ error: AccountError, _ strings: MemberStrings) -> (Kind, String, String) {
        switch error {
        case .nameTaken(let name): (.conflict, "name_taken", strings.nameTaken(name))
        case .nameTooClose(let name, let existing):
            (.conflict, "name_taken", strings.nameTooClose(name, existing))
        case .invalidCredentials: (.unauthorized, "invalid_credentials", strings.invalidCredentials)
        case .notFound: (.notFound, "not_found", strings.accountNotFound)
        }
    }
}
