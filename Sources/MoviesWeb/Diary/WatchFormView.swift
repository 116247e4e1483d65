import MoviesDomain
import MoviesPresentation

/// The form that logs a watch of a film, or edits one: the day (today by default, or not known), a rating
/// in half-stars, rewatch, liked and tags; when logging, a review and whether the film stays saved. What was sent
/// is kept, and a problem is said beside the field at fault.
enum WatchFormView {
    struct Setting {
        let title: String
        let action: WebRoute
        let values: WatchForm
        let today: CalendarDay
        var problem: ScreenFailure?
        /// Logging: the review and, for a saved film, whether it stays saved. Editing: neither.
        var logging = true
        var isSaved = false
        /// Logging: the film's title, which a phone keeps with a log it sends when the signal returns.
        var film = ""
    }

    static func render(_ setting: Setting, visit: PageVisit) -> Markup {
        let words = visit.strings.diary
        let values = setting.values
        let problem = setting.problem
        func error(_ field: String) -> Markup {
            guard let problem, problem.field == field else { return .empty }
            return "<p class=\"field-error\" id=\"f-\(field)-error\">\(problem.message)</p>"
        }
        let unknown = WatchForm.unknownDay.contains(values.day.lowercased())
        let day = unknown || values.day.isEmpty ? setting.today.description : values.day
        let dayInvalid: Markup =
            problem?.field == "day" ? " aria-invalid=\"true\" aria-describedby=\"f-day-error\"" : .empty
        var html: Markup = """
            <section class="panel narrow watch-form"><h1>\(setting.title)</h1>\
            \(FormView.alert(problem?.field == nil ? problem?.message : nil))\
            <form method="post" action="\(setting.action)">\(visit.tokenField)\
            <div class="field"><label for="f-day">\(words.watchedOn)</label>\(error("day"))\
            <input id="f-day" name="day" type="date" value="\(day)" max="\(setting.today.next.description)"\
            \(dayInvalid)></div>\
            \(check("unknown", words.dateUnknown, unknown))\
            <div class="field"><label for="f-rating">\(words.rating)</label>\(error("rating"))\
            <select id="f-rating" name="rating"><option value="">\(words.noRating)</option>\(ratings(values.rating))</select></div>\
            \(check("rewatch", words.rewatch, values.isRewatch == true))\
            \(check("liked", words.liked, values.isLiked))\
            <div class="field"><label for="f-tags">\(words.tags)</label>\(error("tags"))\
            <input id="f-tags" name="tags" value="\(values.tags.joined(separator: ", "))" \
            aria-describedby="f-tags-hint"><p class="hint" id="f-tags-hint">\(words.tagsHint)</p></div>
            """
        if setting.logging {
            // The log's own id, so the same form sent twice (a double tap, or again from a phone when the
            // signal returns) logs one watch; a phone's script gives each sending of a kept page a new one.
            let replay = values.replayID ?? Watch.ID.make().rawValue
            html += """
                <input type="hidden" name="replay" value="\(replay)">\
                <input type="hidden" name="film" value="\(setting.film)">
                """
            let together = visit.strings.together
            html += """
                <div class="field"><label for="f-with">\(together.field)</label>\(error("with"))\
                <input id="f-with" name="with" value="\(values.with.joined(separator: ", "))" autocomplete="off" \
                aria-describedby="f-with-hint"><p class="hint" id="f-with-hint">\(together.fieldHint)</p></div>
                """
            html += """
                <div class="field"><label for="f-review">\(words.review)</label>\(error("text"))\
                <textarea id="f-review" name="review" rows="4" maxlength="\(ReviewDraft.maximumTextLength)">\(values.review)</textarea></div>\
                \(check("spoilers", words.spoilers, values.hasSpoilers))
                """
            if setting.isSaved { html += check("unsave", words.takeOffSaved, !values.keepSaved) }
        }
        return html
            + "<button type=\"submit\">\(setting.logging ? words.log : visit.strings.account.saveChanges)</button></form></section>"
    }

    /// The form's fields as sent; `watched` marks a new watch a rewatch when the form did not say.
    static func values(_ form: FormBody) -> WatchForm {
        var values = WatchForm(
            day: form.isChecked("unknown") ? "unknown" : form["day"] ?? "", rating: form["rating"] ?? "",
            isRewatch: form.isChecked("rewatch"), isLiked: form.isChecked("liked"), review: form["review"] ?? "",
            hasSpoilers: form.isChecked("spoilers"), keepSaved: !form.isChecked("unsave"),
            tags: Tag.texts(commaSeparated: form["tags"] ?? ""))
        values.with = WatchForm.names(commaSeparated: form["with"] ?? "")
        // A form's empty field is none; a program's empty id (the API) is refused.
        values.replayID = form["replay"].flatMap { $0.isEmpty ? nil : $0 }
        return values
    }

    /// A rating select's options, highest first, `chosen` selected.
    static func ratings(_ chosen: String) -> Markup {
        (1...10).reversed().reduce(Markup.empty) { html, value in
            html
                + "<option value=\"\(value)\"\(String(value) == chosen ? " selected" : "")>\(ReviewItemViewModel.stars(value)) \(value)/10</option>"
        }
    }

    private static func check(_ name: String, _ label: String, _ checked: Bool) -> Markup {
        """
        <div class="check"><input id="f-\(name)" name="\(name)" type="checkbox" value="yes"\(checked ? " checked" : "")>\
        <label for="f-\(name)">\(label)</label></div>
        """
    }
}
