import MoviesDomain
import MoviesPresentation

extension SaveToggleView {
    /// The Save / Saved buttons of a page's films, from the marks the screen's state carries, under the
    /// member's own mark on a film they watched or rated, and beside them the menu that puts the film in one
    /// of the member's `lists`.
    static func toggles(_ marks: SavedMarks, lists: [ListRow] = [], visit: PageVisit) -> (Movie.ID) -> Markup {
        { id in
            own(marks.mark(of: id), visit: visit) + render(marks.film(id), isSaved: marks.isSaved(id), visit: visit)
                + AddToListView.menu(film: marks.film(id), lists: lists, visit: visit)
        }
    }

    /// "Watched · your rating 8/10", for the signed-in member only.
    static func own(_ mark: FilmMark?, visit: PageVisit) -> Markup {
        guard let mark else { return .empty }
        let words = visit.strings.diary
        let parts = [mark.watched ? "✓ " + words.watched : nil, mark.rating.map(words.yourRating)].compactMap { $0 }
        return "<p class=\"own-mark\">\(parts.joined(separator: " · "))</p>"
    }
}
