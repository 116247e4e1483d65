import MoviesDomain
import MoviesPresentation

/// The Save / Saved button of a film: a form that works without JavaScript (the script sends it as JSON
/// and flips it in place), or, signed out, a link to sign in and come back.
enum SaveToggleView {
    static func render(_ film: FilmReference, isSaved: Bool, visit: PageVisit) -> String {
        let words = visit.strings.members
        guard visit.user != nil else {
            return """
                <a class="save" href="/signin?return=\(HTML.queryComponent(visit.here))" \
                title="\(HTML.escape(visit.strings.account.signInToSave))"><span aria-hidden="true">☆</span> \
                \(HTML.escape(words.save))<span class="visually-hidden"> – \(HTML.escape(visit.strings.account.signInToSave))</span></a>
                """
        }
        let action = isSaved ? "remove" : "add"
        return """
            <form class="save-toggle" method="post" action="/saved/\(action)" data-film="\(film)" \
            data-save="\(HTML.escape(words.save))" data-saved="\(HTML.escape(words.saved))">\(visit.tokenField)\
            <input type="hidden" name="film" value="\(film)">\
            <input type="hidden" name="return" value="\(HTML.escape(visit.here))">\
            <button type="submit" class="save" aria-pressed="\(isSaved)"><span aria-hidden="true">\(isSaved ? "★" : "☆")</span> \
            <span class="label">\(HTML.escape(isSaved ? words.saved : words.save))</span></button></form>
            """
    }

    /// "Removed · Undo": after a removal, until the next page (the script hides it after ten seconds).
    static func undoBar(visit: PageVisit) -> String {
        guard visit.user != nil, let removed = try? visit.request.parameter("removed"), !removed.isEmpty else {
            return ""
        }
        let words = visit.strings.members
        let back = PageVisit.localPath(visit.here.removingParameter("removed"))
        return """
            <div class="undo" id="undo" role="status"><span>\(HTML.escape(words.removed))</span>\
            <form method="post" action="/saved/undo">\(visit.tokenField)\
            <input type="hidden" name="return" value="\(HTML.escape(back))">\
            <button type="submit" class="link">\(HTML.escape(words.undo))</button></form></div>
            """
    }
}

extension String {
    /// This path and query without the parameter `name`.
    func removingParameter(_ name: String) -> String {
        guard let mark = firstIndex(of: "?") else { return self }
        let kept = self[index(after: mark)...].split(separator: "&").filter { !$0.hasPrefix("\(name)=") && $0 != name }
        return String(self[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// This path and query with `name=value` added.
    func addingParameter(_ name: String, _ value: String) -> String {
        self + (contains("?") ? "&" : "?") + "\(name)=\(HTML.queryComponent(value))"
    }
}
