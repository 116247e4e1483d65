import MoviesComposition
import MoviesDomain

extension SaveToggleView {
    /// The Save / Saved buttons of a page's films: which of them the signed-in person saved is one
    /// question for the whole page.
    static func toggles(
        for ids: [Movie.ID], visit: PageVisit, container: AppContainer
    ) async throws -> @Sendable (Movie.ID) -> String {
        var saved: Set<Movie.ID> = []
        if let user = visit.user { saved = try await container.savedFilms.saved(among: ids, for: user.id) }
        let savedFilms = container.savedFilms
        return { [saved] id in render(savedFilms.reference(to: id), isSaved: saved.contains(id), visit: visit) }
    }
}
