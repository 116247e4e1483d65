public import MoviesDomain

/// The signed-in member as a screen of films sees them: which of its films they saved, and what their
/// diary says of a film. With no member, nothing is saved and nothing is asked of the store.
public struct MemberFilms: Sendable {
    private let savedFilms: SavedFilmsUseCase
    /// Nil where no diary is kept (a client of a server, until servers answer for diaries).
    private let diary: DiaryUseCase?
    let member: User.ID?

    public init(savedFilms: SavedFilmsUseCase, diary: DiaryUseCase? = nil, member: User.ID?) {
        self.savedFilms = savedFilms
        self.diary = diary
        self.member = member
    }

    public var source: FilmReference.Source { savedFilms.source }

    /// How the film `id` of this source is named for saving and reviewing.
    public func film(_ id: Movie.ID) -> FilmReference { savedFilms.reference(to: id) }

    /// What the member's diary says of the film (nothing when there is no member or diary).
    func diarySummary(of film: FilmReference) async throws -> FilmDiarySummary {
        guard let member, let diary else { return .none }
        return try await diary.summary(of: film, for: member)
    }

    /// "Watched 3 times, last on March 12, 2024 · your rating 8/10"; nil when the summary says nothing.
    static func diaryLine(of summary: FilmDiarySummary, strings: Strings) -> String? {
        let words = strings.diary
        let parts = [
            summary.timesWatched > 0
                ? words.timesWatched(summary.timesWatched, summary.lastDay.map(strings.dayText)) : nil,
            summary.rating.map(words.yourRating),
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Deletes the watch a log made, and saves the film again when the log took it out of the saved films.
    func undoLog(_ watch: Watch.ID, of film: FilmReference, resave: Bool) async throws {
        guard let member, let diary else { return }
        _ = try await diary.delete(watch, by: member)
        if resave { _ = try await savedFilms.save(film, for: member) }
    }

    /// The marks of `ids`, one question to the store for them all.
    func marks(of ids: [Movie.ID]) async throws -> SavedMarks {
        try await marks(of: ids, adding: SavedMarks(source: source))
    }

    /// `marks` with the films of `ids` it has not asked about yet: one question for those alone.
    func marks(of ids: [Movie.ID], adding marks: SavedMarks) async throws -> SavedMarks {
        let new = ids.filter { !marks.asked.contains($0) }
        guard let member, !new.isEmpty else { return marks }
        async let saved = savedFilms.saved(among: new, for: member)
        var own: [Movie.ID: FilmMark] = [:]
        if let diary {
            for (film, mark) in try await diary.marks(among: new.map(film), for: member) where film.source == source {
                own[film.movieID] = mark
            }
        }
        return marks.adding(try await saved, about: new, own: own)
    }
}

extension MemberFilms {
    /// Saves the film `id`, or removes it when `isSaved`; answers whether it is saved now and the notice
    /// that says what was done. With no member, throws as saving does for nobody.
    func toggle(_ id: Movie.ID, isSaved: Bool, strings: Strings) async throws -> (isSaved: Bool, notice: String) {
        guard let member else {
            throw ScreenFailure(
                kind: .unauthorized, code: "sign_in_required", message: strings.members.signInRequired,
                detail: "sign in to save films")
        }
        let film = film(id)
        if isSaved {
            let removed = try await savedFilms.remove(film, for: member)
            return (false, strings.members.removedCount(removed ? 1 : 0))
        }
        let saved = try await savedFilms.save(film, for: member)
        return (true, strings.members.savedTitle(saved.movie.title))
    }
}
