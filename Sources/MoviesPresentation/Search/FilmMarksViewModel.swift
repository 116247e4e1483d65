public import MoviesDomain

/// Which of some films the signed-in member saved, watched and rated: what a program drawing its own cards
/// asks for a page of them at once.
public actor FilmMarksViewModel {
    private let member: MemberFilms
    public let strings: Strings
    public private(set) var state = FilmMarksState()
    private var observers = StateObservers<FilmMarksState>()

    public init(member: MemberFilms, strings: Strings = .english) {
        self.member = member
        self.strings = strings
    }

    public func states() -> AsyncStream<FilmMarksState> {
        observers.add(current: state)
    }

    /// Marks `films` (those of another source are neither saved nor watched here).
    public func didLoad(_ films: [FilmReference]) async {
        state = FilmMarksState(films: films, marks: SavedMarks(source: member.source))
        do {
            let ids = films.filter { $0.source == member.source }.map(\.movieID)
            state.marks = try await member.marks(of: ids)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}

/// The films asked about, in the order asked, and the member's marks on them.
public struct FilmMarksState: Sendable {
    public var films: [FilmReference] = []
    public var marks: SavedMarks
    public var failure: ScreenFailure?

    public init(films: [FilmReference] = [], marks: SavedMarks = SavedMarks(source: .catalog)) {
        self.films = films
        self.marks = marks
    }

    /// Whether the member saved `film`, watched it, and their rating of it.
    public func mark(of film: FilmReference) -> (saved: Bool, watched: Bool, rating: Int?) {
        guard film.source == marks.source else { return (false, false, nil) }
        let own = marks.mark(of: film.movieID)
        return (marks.isSaved(film.movieID), own?.watched ?? false, own?.rating)
    }
}
