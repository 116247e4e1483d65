import Foundation
import MoviesDomain
import MoviesPresentation

/// `/settings/import`: the file read (what it will add, and the films to choose), the import under way
/// (a progress bar and a stop button; the page refreshes itself), or what it did.
enum ImportPageView {
    /// The member's import job: under way, or how it ended.
    static func render(_ visit: PageVisit, job: ImportJob) -> Markup {
        let words = visit.strings.transfer
        let html: Markup = "<h1>\(words.importHeading)</h1>"
        switch job.state {
        case .running: return html + progress(job.progress, visit)
        case .failed: return html + FormView.alert(job.failure ?? words.importUnderWay) + form(visit)
        case .done, .stopped:
            var outcome = job.outcome ?? ImportOutcome()
            outcome.wasCancelled = outcome.wasCancelled || job.state == .stopped
            return html + done(outcome, visit)
        }
    }

    /// `form` is the choices as the member last sent them, kept on the page a search brings back.
    static func render(_ visit: PageVisit, state: ImportState, form sent: FormBody? = nil) -> Markup {
        let words = visit.strings.transfer
        var html: Markup = "<h1>\(words.importHeading)</h1>"
        if let failure = state.failure {
            html += FormView.alert(failure.message)
            // A choice refused or a search that failed leaves the file read: its choices stay on the page.
            guard let plan = state.plan, state.progress == nil, state.outcome == nil else { return html + form(visit) }
            return html + planned(plan, visit, form: sent)
        }
        if let outcome = state.outcome { return html + done(outcome, visit) }
        guard let plan = state.plan else { return html + form(visit) }
        return html + planned(plan, visit, form: sent)
    }

    /// A progress bar and a stop button; the page refreshes itself.
    private static func progress(_ progress: ImportProgress, _ visit: PageVisit) -> Markup {
        let words = visit.strings.transfer
        let percent = progress.total == 0 ? 100 : progress.done * 100 / progress.total
        return """
            <section class="panel" id="import-progress" data-refresh="2">\
            <noscript><meta http-equiv="refresh" content="2"></noscript>\
            <p role="status">\(words.importing(progress.done, progress.total))</p>\
            <progress max="100" value="\(percent)">\(percent)%</progress>\
            <form method="post" action="\(WebRoute.importChange(.cancel))">\(visit.tokenField)\
            <button type="submit" class="secondary">\(words.cancel)</button></form></section>
            """
    }

    /// The upload form, as Settings shows it.
    static func form(_ visit: PageVisit) -> Markup {
        let words = visit.strings.transfer
        let orders: [DayOrder?] = [nil] + DayOrder.allCases
        let dayOrders = orders.reduce(Markup.empty) { html, order in
            html + "<option value=\"\(order?.rawValue ?? "")\">\(words.dayOrders(order))</option>"
        }
        return """
            <form method="post" action="\(WebRoute.importPage)" enctype="multipart/form-data" class="stack">\
            \(visit.tokenField)<p class="muted">\(words.importIntro)</p>\
            <label for="f-import">\(words.importFile)</label>\
            <input id="f-import" name="file" type="file" required accept=".zip,.csv,.json">\
            <label for="f-dates">\(words.importDates)</label><select id="f-dates" name="dates">\(dayOrders)</select>\
            <button type="submit">\(words.importRead)</button></form>
            """
    }

    private static func planned(_ plan: ImportPlan, _ visit: PageVisit, form: FormBody?) -> Markup {
        let words = visit.strings.transfer
        // What the run will do, counted by its own rules: what it adds, and the rows it refuses.
        let summary = plan.summary
        let (counts, lists, likes) = (summary.toAdd, summary.listsToAdd, summary.likesToAdd)
        let found = summary.matchedBy.values.reduce(0, +)
        var html: Markup = """
            <section class="panel"><p>\(words.readSummary(summary.rowCount, words.origins(summary.origin.rawValue), found, summary.unresolved.count, summary.refused.count))</p>\
            <p>\(words.toAdd(counts.watches, counts.reviews, counts.saved, counts.completed))\
            \(lists.lists + lists.films > 0 ? " " + words.listsToAdd(lists.lists, lists.films) : "")\
            \(likes.likes + likes.favourites > 0 ? " " + words.likesToAdd(likes.likes, likes.favourites) : "")</p>\
            \(summary.notes.reduce(Markup.empty) { $0 + "<p class=\"muted\">\($1)</p>" })</section>
            """
        html += refusals(summary.refused, visit)
        var choices: Markup = .empty
        for (index, row) in plan.unresolved.prefix(ImportChoices.maximum).enumerated() {
            choices += ImportChoices.fieldset(row, index: index, visit: visit, form: form, adds: true)
        }
        let intro: Markup = plan.unresolved.isEmpty ? .empty : "<p>\(words.chooseIntro)</p>"
        // The films left can all be added as new at once, once the member has seen them listed above.
        let dated = plan.unresolved.prefix(ImportChoices.maximum).filter { $0.hint.year != nil }.count
        let addAll: Markup =
            dated == 0
            ? .empty
            : """
            <button type="submit" name="addAll" value="1" class="secondary">\
            \(AddFilmStrings.of(visit.strings.language).addAllFromImport(dated))</button>
            """
        html += """
            <form method="post" action="\(WebRoute.importChange(.confirm))" class="stack">\(visit.tokenField)\
            \(intro)\(choices)<div class="film-actions"><button type="submit">\(words.confirm)</button>\(addAll)</div></form>
            """
        return html
    }

    private static func done(_ outcome: ImportOutcome, _ visit: PageVisit) -> Markup {
        let words = visit.strings.transfer
        var html: Markup = outcome.wasCancelled ? FormView.notice(words.cancelled) : .empty
        html += """
            <section class="panel" role="status"><p>\(words.added(outcome.watchesAdded, outcome.reviewsAdded, outcome.savedAdded, outcome.alreadyThere, outcome.watchesCompleted))</p>\
            \(outcome.listFilmsAdded + outcome.listsAdded > 0 ? "<p>\(words.listsAdded(outcome.listsAdded, outcome.listFilmsAdded))</p>" as Markup : .empty)\
            \(outcome.likesAdded + outcome.favouritesAdded > 0 ? "<p>\(words.likesAdded(outcome.likesAdded, outcome.favouritesAdded))</p>" as Markup : .empty)\
            <p><a href="\(WebRoute.diary())">\(visit.strings.diary.diary)</a></p></section>
            """
        html += refusals(outcome.refused, visit)
        return html + "<section class=\"panel\"><h2>\(words.importAnother)</h2>\(form(visit))</section>"
    }

    private static func refusals(_ refused: [ImportedFile.Refusal], _ visit: PageVisit) -> Markup {
        guard !refused.isEmpty else { return .empty }
        let words = visit.strings.transfer
        let items = refused.prefix(100).map { refusal -> Markup in
            "<li>\(words.rowPlace(refusal.place.file, refusal.place.line)): \(refusal.reason)</li>"
        }
        let more: Markup = refused.count > 100 ? "<li>…</li>" : .empty
        return "<section class=\"panel\"><p>\(words.refusedRows(refused.count))</p><ul>\(items)\(more)</ul></section>"
    }
}

extension ImportJob {
    /// Ended within the hour: its page still says how it ended.
    var isRecent: Bool { updated > Date(timeIntervalSinceNow: -3_600) }
}
