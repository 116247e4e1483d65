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
        /// When the file says it was put on the watchlist.
        public var savedAt: Date?
    }

    public struct PlannedWatch: Sendable, Equatable {
        public var day: CalendarDay?
        public var rating: Int?
        public var isRewatch: Bool?
        public var isLiked: Bool
        public var logged: Date?
        /// When the film was liked, where the file says (Letterboxd's likes/films.csv `Date`).
        public var likedAt: Date?
        /// The row it was read from, for a refusal to name.
        public var place: ImportRow.Place?
        /// What the member wrote with this watch; its rating is the watch's.
        public var review: PlannedReview?
        /// Made from a row that says the film was seen (a rating, a watched row, a like, a review of no day)
        /// rather than a row of the diary: the film's latest watch, when the member's diary has one.
        public var isInferred = false
        public var tags: [Tag] = []
        /// The file's own id of the watch, which a review row may name.
        public var sourceID: String?
        /// Where the watch was recorded (a Trakt play, a media server's play kept in this site's export).
        public var source: WatchSource?

        public init(
            day: CalendarDay?, rating: Int?, isRewatch: Bool?, isLiked: Bool, logged: Date?, place: ImportRow.Place?,
            review: PlannedReview? = nil, isInferred: Bool = false, tags: [Tag] = []
        ) {
            self.tags = tags
            (self.day, self.rating, self.isRewatch, self.isLiked) = (day, rating, isRewatch, isLiked)
            (self.logged, self.place, self.review, self.isInferred) = (logged, place, review, isInferred)
        }
    }

    public struct PlannedReview: Sendable, Equatable {
        public let text: String?
        public let hasSpoilers: Bool
        public let written: Date?
        public let place: ImportRow.Place?

        public init(text: String?, hasSpoilers: Bool, written: Date?, place: ImportRow.Place?) {
            (self.text, self.hasSpoilers, self.written, self.place) = (text, hasSpoilers, written, place)
        }
    }

    /// A film named by rows that match no film, or several: the member chooses one of `candidates`, or skips.
    public struct Unresolved: Sendable {
        public let hint: FilmHint
        public let places: [ImportRow.Place]
        public let candidates: [FilmMatch.Candidate]

        public init(hint: FilmHint, places: [ImportRow.Place], candidates: [FilmMatch.Candidate]) {
            self.hint = hint
            self.places = places
            self.candidates = candidates
        }
    }

    /// One of the member's lists, as the lists' counts need it.
    public struct KeptList: Sendable {
        public let slug: String
        public let title: String
        public var films: Set<FilmReference>

        public init(slug: String, title: String, films: Set<FilmReference>) {
            self.slug = slug
            self.title = title.lowercased()
            self.films = films
        }
    }

    /// A list to make (or, where the member has one of that title, to add the films it lacks).
    public struct PlannedList: Sendable {
        public let details: ListDetails
        public var films: [(reference: FilmReference, hint: FilmHint, note: String?, place: ImportRow.Place)]
        /// Where the list itself is told (its row of details), for a refusal to name.
        public let place: ImportRow.Place?
        /// Its address in the file (this site's export), by which it is found again.
        public var slug: String?

        /// Which of the member's lists it goes to, the one rule of the run and of its preview: this site's
        /// own list by its address, another's by its title (whatever its case).
        func target<Kept>(among kept: [Kept], slug: (Kept) -> String, title: (Kept) -> String) -> Int? {
            if let own = self.slug { return kept.firstIndex { slug($0) == own } }
            let wanted = details.title.lowercased()
            return kept.firstIndex { title($0).lowercased() == wanted }
        }
    }

    public let file: ImportedFile
    public private(set) var matches: [FilmHint: FilmMatch]
    /// The member's watches of the plan's films, newest first, and the films they saved already, as of
    /// reading the file: what the plan's counts are counted beside (``ImportMerge``).
    public internal(set) var diary: [FilmReference: [Watch]] = [:]
    public internal(set) var alreadySaved: Set<FilmReference> = []
    /// The member's lists as of reading the file, each by its address and title with its films: what the
    /// lists' counts are counted beside.
    public internal(set) var memberLists: [KeptList] = []
    /// The member's favourite films as of reading the file, where the file has favourites.
    public internal(set) var keptFavourites: [FilmReference] = []
    public internal(set) var films: [Film] = []
    /// The films' years as the source told them when the plan was made, for the preview to refuse the
    /// watches the run will (a day before the film came out); and the films looked up, each once.
    public internal(set) var filmYears: [FilmReference: Int] = [:]
    var lookedUp: Set<FilmReference> = []
    /// The films a dry run would add as new, as the file names them (a run adds them before it is planned).
    public internal(set) var newFilms: [FilmHint] = []
    public internal(set) var unresolved: [Unresolved] = []
    public internal(set) var lists: [PlannedList] = []
    /// The file's favourites that were found, in its order.
    public internal(set) var favourites: [FilmReference] = []
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

    /// The watches it will add, the reviews and saved films it will write, and the diary's watches it will
    /// complete (a day, a rating or a like they lack), beside the member's diary.
    public var counts: (watches: Int, reviews: Int, saved: Int, completed: Int) { written.counts }

    /// What the run will write, counted by its own rules in one walk of the films' steps (``ImportMerge``):
    /// the counts, the watches it will like (new ones, and the diary's it gives a like), and the watches it
    /// will refuse as it writes them (a day before the film came out).
    var written:
        (
            counts: (watches: Int, reviews: Int, saved: Int, completed: Int), likes: Int,
            refused: [ImportedFile.Refusal]
        )
    {
        var written = (
            counts: (watches: 0, reviews: 0, saved: 0, completed: 0), likes: 0, refused: [ImportedFile.Refusal]()
        )
        for film in films {
            for step in steps(for: film) {
                let counts = step.counts
                written.counts.watches += counts.added
                written.counts.reviews += counts.reviews
                written.counts.completed += counts.completed
                written.likes += counts.likes
                if case .refused(let watch, let reason) = step {
                    written.refused.append(.init(place: watch.place ?? film.place, reason: reason))
                }
            }
            written.counts.saved += film.isSaved && !alreadySaved.contains(film.reference) ? 1 : 0
        }
        return written
    }

    /// The file's favourites the member's lack, after theirs, up to ``Profile/maximumFavourites``.
    static func favouritesToAdd(_ planned: [FilmReference], beside kept: [FilmReference]) -> [FilmReference] {
        var chosen = kept
        for reference in planned where !chosen.contains(reference) && chosen.count < Profile.maximumFavourites {
            chosen.append(reference)
        }
        return Array(chosen.dropFirst(kept.count))
    }

    /// What the run will do with `film`'s watches, by the run's own rule, beside the member's diary.
    private func steps(for film: Film) -> [ImportMerge.Step] {
        ImportMerge.steps(
            for: film.watches, beside: diary[film.reference] ?? [], filmYear: filmYears[film.reference])
    }

    /// The lists it will make and the films it will put in lists, beside the member's lists, by the rule
    /// the import writes them: this site's own list found by its address, another's by its title, a list
    /// made once and then added to, a film a list has already not added again.
    public var listCounts: (lists: Int, films: Int) {
        var kept = memberLists
        var counts = (lists: 0, films: 0)
        for list in lists {
            let title = list.details.title.lowercased()
            var index = list.target(among: kept, slug: \.slug, title: \.title)
            if index == nil {
                guard kept.count < FilmList.maximumListsPerMember else { continue }
                kept.append(KeptList(slug: list.slug ?? ListSlug.make(list.details.title), title: title, films: []))
                index = kept.count - 1
                counts.lists += 1
            }
            guard let index else { continue }
            for film in list.films where kept[index].films.count < FilmList.maximumFilms {
                if kept[index].films.insert(film.reference).inserted { counts.films += 1 }
            }
        }
        return counts
    }
}
