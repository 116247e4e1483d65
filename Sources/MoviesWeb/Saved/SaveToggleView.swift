import MoviesDomain
import MoviesPresentation

/// The Save / Saved button of a film: a form that works without JavaScript (the script sends it as JSON
/// and flips it in place), or, signed out, a link to sign in and come back.
enum SaveToggleView {
    static func render(_ film: FilmReference, isSaved: Bool, visit: PageVisit) -> Markup {
        let words = visit.strings.members
        guard visit.user != nil else {
            return """
                <a class="save" href="\(WebRoute.signIn(returningTo: visit.here, saving: film))" \
                title="\(visit.strings.account.signInToSave)"><span aria-hidden="true">☆</span> \
                \(words.save)<span class="visually-hidden"> – \(visit.strings.account.signInToSave)</span></a>
                """
        }
        let action = WebRoute.savedChange(isSaved ? .remove : .add)
        return """
            <form class="save-toggle" method="post" action="\(action)" data-film="\(film.description)" \
            data-save="\(words.save)" data-saved="\(words.saved)">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film.description)">\
            <input type="hidden" name="return" value="\(visit.here)">\
            <button type="submit" class="save" aria-pressed="\(isSaved)"><span aria-hidden="true">\(isSaved ? "★" : "☆")</span> \
            <span class="label">\(isSaved ? words.saved : words.save)</span></button></form>
            """
    }

    /// "Removed · Undo": after a removal just made, until the next page (the script hides it after ten
    /// seconds).
    static func undoBar(visit: PageVisit) -> Markup {
        guard let removed = try? visit.request.parameter("removed"), !removed.isEmpty, visit.justRemoved(removed)
        else { return .empty }
        let words = visit.strings.members
        let back = PageVisit.localPath(visit.here.removingParameter("removed"))
        return """
            <div class="undo" id="undo" role="status"><span>\(words.removed)</span>\
            <form method="post" action="\(WebRoute.savedChange(.undo))">\(visit.tokenField)\
            <input type="hidden" name="return" value="\(back)">\
            <button type="submit" class="link">\(words.undo)</button></form></div>
            """
    }
}
