import MoviesDomain
import MoviesPresentation

/// The button a signed-in member presses when another's review helped them, and presses again to take it
/// back: a form, so it works without a script.
enum LikeButton {
    static func render(_ item: ReviewItemViewModel, film: FilmReference, visit: PageVisit) -> Markup {
        let words = visit.strings.opinions
        let action = WebRoute.reviewLike(film.movieID, author: item.authorName)
        return """
            <form method="post" action="\(action)" class="like">\(visit.tokenField)\
            <input type="hidden" name="liked" value="\(item.isLiked ? "no" : "yes")">\
            <button type="submit" class="button secondary" aria-pressed="\(item.isLiked ? "true" : "false")" \
            aria-label="\(words.likeLabel(item.authorName))">\(words.like)</button></form>
            """
    }
}
