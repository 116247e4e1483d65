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
        guard let member, !ids.isEmpty else { return SavedMarks(source: source) }
        return SavedMarks(source: source, saved: try await savedFilms.saved(among: ids, for: member))
    }
}
