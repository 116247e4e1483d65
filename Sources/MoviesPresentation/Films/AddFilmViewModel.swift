public import Foundation
public import MoviesDomain

/// Adding a film the catalog lacks: the films it may already be, first, then the film added (or why not:
/// the field at fault, the film that has it, the day's additions spent).
public actor AddFilmViewModel {
    /// What a person typed, before it is checked.
    public struct Draft: Sendable {
        public var title: String
        public var year: Int
        public var originalTitle: String?
        public var directors: [String] = []
        public var cast: [String] = []
        public var runtime: Int?
        /// Genre names as a person writes them (`Sci-Fi`, `science fiction`).
        public var genres: [String] = []
        public var country: String?
        public var language: String?
        public var imdb: String?
        public var tmdb: Int?
        public var letterboxd: String?

        public init(title: String, year: Int) {
            self.title = title
            self.year = year
        }

        /// The draft of a film as it is kept, to correct.
        public init(_ facts: FilmFacts) {
            (title, year, originalTitle) = (facts.title, facts.year, facts.originalTitle)
            (directors, cast, runtime) = (facts.directors, facts.cast, facts.runtime)
            genres = facts.genres.map(\.rawValue)
            (country, language) = (facts.country, facts.language)
            (imdb, tmdb, letterboxd) = (facts.identifiers.imdb, facts.identifiers.tmdb, facts.identifiers.letterboxd)
        }
    }

    private let films: AddFilmUseCase
    private let member: User.ID
    /// Where the film that has a title already is named from: `catalog:191543`.
    private let source: FilmReference.Source
    private let now: @Sendable () -> Date
    public let strings: Strings
    public private(set) var state = AddFilmState()
    private var observers = StateObservers<AddFilmState>()

    public init(
        films: AddFilmUseCase, member: User.ID, source: FilmReference.Source, strings: Strings = .english,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.films = films
        self.member = member
        self.source = source
        self.strings = strings
        self.now = now
    }

    public func states() -> AsyncStream<AddFilmState> {
        observers.add(current: state)
    }

    /// The films the draft may already be, without adding it; the film it is, when one has its title and
    /// year or an id, as the failure adding it would be.
    public func didCheck(_ draft: Draft) async {
        await change(draft) { facts in
            let (existing, lookalikes) = try await films.check(facts)
            if let existing { throw AddedFilmError.duplicate(of: existing) }
            state.lookalikes = lookalikes.map { row($0) }
        }
    }

    /// Adds the film.
    public func didAdd(_ draft: Draft) async {
        await change(draft) { facts in
            state.added = row(try await films.add(facts, by: member, at: now()).movie)
        }
    }

    private func row(_ movie: Movie) -> MoviesListItemViewModel {
        MoviesListItemViewModel(movie: movie, strings: strings)
    }

    private func change(_ draft: Draft, _ body: (FilmFacts) async throws -> Void) async {
        state = AddFilmState()
        do {
            let thisYear = Calendar(identifier: .gregorian).component(.year, from: now())
            try await body(try Self.facts(of: draft, thisYear: thisYear))
        } catch AddedFilmError.duplicate(let film) {
            let year = film.releaseDate.year.map { " (\($0))" } ?? ""
            let said = "“\(film.title)”\(year) is here already: \(FilmReference(source: source, movieID: film.id))"
            var failure = ScreenFailure(kind: .conflict, code: "film_exists", message: said + ".", detail: said)
            failure.field = "title"
            state.failure = failure
            state.existing = row(film)
        } catch {
            var failure = ScreenFailure(error, strings: strings)
            // A genre not known names the draft's field.
            if failure.field == "genre" { failure.field = "genres" }
            state.failure = failure
        }
        observers.send(state)
    }

    /// The title a search's words suggest for the film it did not find: words typed all in lower case are
    /// given a title's capitals (`everything everywhere all at once` as `Everything Everywhere All at
    /// Once`), to be corrected in the form; capitals typed are kept as they are.
    public static func title(fromSearch query: String) -> String {
        guard !query.contains(where: \.isUppercase) else { return query }
        let small: Set<Substring> = ["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to"]
        let words = query.split(separator: " ", omittingEmptySubsequences: false)
        return words.enumerated().map { index, word in
            index > 0 && index < words.count - 1 && small.contains(word)
                ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// Why a form's `field` that takes a number (the year, the running time, an id) cannot make a draft.
    public static func notANumber(_ field: String) -> ScreenFailure {
        var failure = ScreenFailure(
            kind: .invalidInput, code: "invalid_\(field)", message: "Write a number.",
            detail: "\(field) is not a number")
        failure.field = field
        return failure
    }

    /// The draft checked: every field within its limits, genres and ids read.
    static func facts(of draft: Draft, thisYear: Int) throws -> FilmFacts {
        try FilmFacts(
            title: draft.title, year: draft.year, thisYear: thisYear, originalTitle: draft.originalTitle,
            directors: draft.directors, cast: draft.cast, runtime: draft.runtime, genres: try Genre.parse(draft.genres),
            country: draft.country, language: draft.language,
            identifiers: try FilmIdentifiers(imdb: draft.imdb, tmdb: draft.tmdb, letterboxd: draft.letterboxd))
    }
}

/// What adding a film shows: the films it may already be, or the film added, or why not.
public struct AddFilmState: Sendable, Equatable {
    public var lookalikes: [MoviesListItemViewModel] = []
    public var added: MoviesListItemViewModel?
    /// The film that has the title and year, or the id, already.
    public var existing: MoviesListItemViewModel?
    public var failure: ScreenFailure?

    public init() {}
}
