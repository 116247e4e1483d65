public import Foundation

/// What an import will do once its rows are matched: for each film, the watches (each with its review) and
/// the place on the saved films its rows add up to (nothing counted twice, however many files name it), and the
/// rows whose film is not known yet, with the films to choose from.
public struct ImportPlan: Sendable {
    /// What one film's rows add up to.
    public struct Film: Sendable {
        public let reference: FilmReference
        public let hint: FilmHint
        public var watches: [PlannedWatch] = []
        public var isSaved = false
    }

    public struct PlannedWatch: Sendable, Equatable {
        public var day: CalendarDay?
        public var rating: Int?
        public var isRewatch: Bool?
        public var isLiked: Bool
        public var logged: Date?
        /// The row it was read from, for a refusal to name.
        public var place: ImportRow.Place?
        /// What the member wrote with this watch; its rating is the watch's.
        public var review: PlannedReview?
    }

    public struct PlannedReview: Sendable, Equatable {
        public let text: String?
        public let hasSpoilers: Bool
        public let written: Date?
        public let place: ImportRow.Place?
    }

    /// A film named by rows that match no film, or several: the member chooses one of `candidates`, or skips.
    public struct Unresolved: Sendable {
        public let hint: FilmHint
        public let places: [ImportRow.Place]
        public let candidates: [FilmMatch.Candidate]
    }

    /// A list to make (or, where the member has one of that title, to add the films it lacks).
    public struct PlannedList: Sendable {
        public let details: ListDetails
        public var films: [(reference: FilmReference, hint: FilmHint, note: String?, place: ImportRow.Place)]
        /// Where the list itself is told (its row of details), for a refusal to name.
        public let place: ImportRow.Place?
    }

    public let file: ImportedFile
    public private(set) var matches: [FilmHint: FilmMatch]
    public internal(set) var films: [Film] = []
    public internal(set) var unresolved: [Unresolved] = []
    public internal(set) var lists: [PlannedList] = []
    /// The rows refused on reading, and those found wanting once their film was known (a day before it came out).
    public internal(set) var refused: [ImportedFile.Refusal]

    public init(file: ImportedFile, matches: [FilmHint: FilmMatch]) {
        self.file = file
        self.matches = matches
        refused = file.refused
        reconcile()
    }

    /// The plan with the member's choices: a film for a hint, or nil to skip its rows.
    public func resolving(_ choices: [FilmHint: FilmReference?]) -> ImportPlan {
        var plan = self
        for (hint, choice) in choices {
            plan.matches[hint] = choice.map { .found($0, .chosen) } ?? .skipped
        }
        plan.refused = file.refused
        plan.reconcile()
        return plan
    }

    /// The plan with other films to choose from for `hint` (a search the member made for it).
    public func offering(_ candidates: [FilmMatch.Candidate], for hint: FilmHint) -> ImportPlan {
        var plan = self
        plan.matches[hint] = candidates.isEmpty ? .notFound : .choose(candidates)
        plan.refused = file.refused
        plan.reconcile()
        return plan
    }

    /// Every row read, those refused included.
    public var rowCount: Int { file.rows.count + file.refused.count }

    /// How many films were matched in each way.
    public var matchedBy: [FilmMatch.Reason: Int] {
        var counts: [FilmMatch.Reason: Int] = [:]
        for case .found(_, let reason) in matches.values { counts[reason, default: 0] += 1 }
        return counts
    }

    /// The watches, reviews and saved films it will write.
    public var counts: (watches: Int, reviews: Int, saved: Int) {
        films.reduce(into: (0, 0, 0)) { counts, film in
            counts.0 += film.watches.count
            counts.1 += film.watches.count { $0.review != nil }
            counts.2 += film.isSaved ? 1 : 0
        }
    }
}
