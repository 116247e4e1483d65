import MoviesDomain
import MoviesPresentation

extension SaveToggleView {
    /// The Save / Saved buttons of a page's films, from the marks the screen's state carries.
    static func toggles(_ marks: SavedMarks, visit: PageVisit) -> (Movie.ID) -> Markup {
        { id in render(marks.film(id), isSaved: marks.isSaved(id), visit: visit) }
    }
}
