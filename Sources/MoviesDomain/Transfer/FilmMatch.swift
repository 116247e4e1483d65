/// What a row's film is here: found (and how), one of a few to choose from, or none.
public enum FilmMatch: Sendable, Equatable {
    /// How sure a match is, strongest first.
    public enum Reason: String, Sendable {
        /// The same film by an id: this site's own, or IMDb's.
        case id
        /// The same title and year, or, where the row gives no year, a title one film alone has.
        case title
        /// The same title read forgivingly (accents, articles, punctuation, a subtitle left out, a slip of a
        /// letter), and the same year.
        case forgiving
        /// The same title, a year apart (sites date a film by its first showing or its release).
        case nearYear
        /// The member chose it, in this import or an earlier one.
        case chosen
    }

    /// A film the member may pick: its id, title and year.
    public struct Candidate: Sendable, Equatable {
        public let reference: FilmReference
        public let title: String
        public let year: Int?

        public init(reference: FilmReference, title: String, year: Int?) {
            self.reference = reference
            self.title = title
            self.year = year
        }
    }

    case found(FilmReference, Reason)
    /// Several films fit as well, or one fits only loosely: the member picks (or skips).
    case choose([Candidate])
    case notFound
    /// The member chose to leave the rows out.
    case skipped
}
