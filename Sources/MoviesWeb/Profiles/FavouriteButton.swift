import MoviesDomain
import MoviesPresentation

/// The form that makes a film one of the member's four favourites, or takes it out: on a film's page and
/// under each of one's favourites on one's profile. A form, so it works without a script.
enum FavouriteButton {
    /// `back`: where the form leads once done.
    static func render(
        film: FilmReference, title: String, isFavourite: Bool, back: WebRoute, visit: PageVisit
    ) -> Markup {
        let words = visit.strings.profile
        let (change, label) = isFavourite ? ("remove", words.removeFavourite) : ("add", words.addFavourite)
        return """
            <form method="post" action="\(WebRoute.favouriteChange(change))" class="favourite">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film.description)">\
            <input type="hidden" name="return" value="\(back.href)">\
            <button type="submit" class="button secondary" aria-label="\(label): \(title)">\(label)</button></form>
            """
    }
}
