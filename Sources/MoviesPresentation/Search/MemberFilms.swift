public import MoviesDomain

/// The signed-in member as a screen of films sees them: which of its films they saved. With no member,
/// nothing is saved and nothing is asked of the store.
public struct MemberFilms: Sendable {
    private let savedFilms: SavedFilmsUseCase
    private let member: User.ID?

    public init(savedFilms: SavedFilmsUseCase, member: User.ID?) {
        self.savedFilms = savedFilms
        self.member = member
    }

    public var source: FilmReference.Source { savedFilms.source }

    /// How the film `id` of this source is named for saving and reviewing.
    public func film(_ id: Movie.ID) -> FilmReference { savedFilms.reference(to: id) }

    /// The marks of `ids`, one question to the store for them all.
    func marks(of ids: [Movie.ID]) async throws -> SavedMarks {
        try await marks(of: ids, adding: SavedMarks(source: source))
    }

    /// `marks` with the films of `ids` it has not asked about yet: one question for those alone.
    func marks(of ids: [Movie.ID], adding marks: SavedMarks) async throws -> SavedMarks {
        let new = ids.filter { !marks.asked.contains($0) }
        guard let member, !new.isEmpty else { return marks }
        return marks.adding(try await savedFilms.saved(among: new, for: member), about: new)
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
