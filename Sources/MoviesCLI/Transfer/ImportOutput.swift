import MoviesDomain
import MoviesPresentation

/// What `movies import` prints: the plan, what was written, and the rows left, in the form `--resolve` reads.
enum ImportOutput {
    /// Refused rows printed before "and N more".
    static let listed = 20

    static func summary(of plan: ImportSummary) -> String {
        let by = plan.matchedBy
        let found = by.values.reduce(0, +)
        let counts = plan.toAdd
        let lists = plan.listsToAdd
        let likes = plan.likesToAdd
        var ways: [String] = []
        for (reason, words) in [
            (FilmMatch.Reason.id, "by id"), (.title, "by title"), (.forgiving, "by a forgiving reading"),
            (.nearYear, "a year apart"), (.chosen, "as you chose"),
        ] where by[reason, default: 0] > 0 {
            ways.append("\(by[reason, default: 0]) \(words)")
        }
        return """
            Read \(count(plan.rowCount, "row")) from \(origin(plan.origin)): \(count(found, "film")) found \
            (\(ways.isEmpty ? "none" : ways.joined(separator: ", "))), \(plan.unresolved.count) to resolve, \
            \(count(plan.refused.count, "row")) refused.
            \(Strings.english.transfer.toAdd(counts.watches, counts.reviews, counts.saved, counts.completed))\
            \(lists.lists + lists.films > 0 ? " " + Strings.english.transfer.listsToAdd(lists.lists, lists.films) : "")\
            \(likes.likes + likes.favourites > 0 ? " " + Strings.english.transfer.likesToAdd(likes.likes, likes.favourites) : "")
            """
    }

    static func outcome(_ outcome: ImportOutcome) -> String {
        let already = outcome.alreadyThere
        let completed = outcome.watchesCompleted
        var text = """
            Added \(count(outcome.watchesAdded, "watch", "watches")), \(count(outcome.reviewsAdded, "review")) and \
            \(count(outcome.savedAdded, "saved film"))\
            \(completed > 0 ? "; completed \(count(completed, "watch", "watches")) of the diary" : "")\
            \(already > 0 ? "; \(count(already, "watch", "watches")) \(already == 1 ? "was" : "were") there already" : "").

            """
        if outcome.listsAdded + outcome.listFilmsAdded > 0 {
            text += Strings.english.transfer.listsAdded(outcome.listsAdded, outcome.listFilmsAdded) + "\n"
        }
        if outcome.likesAdded + outcome.favouritesAdded > 0 {
            text += Strings.english.transfer.likesAdded(outcome.likesAdded, outcome.favouritesAdded) + "\n"
        }
        if outcome.wasCancelled { text += "Stopped before the end: import the file again to add the rest.\n" }
        for note in outcome.notes { text += "Not imported: \(note).\n" }
        return text + refused(outcome.refused) + unresolved(outcome.unresolved)
    }

    /// The rows refused, each beside its place, the first ``listed`` of them.
    static func refused(_ rows: [ImportedFile.Refusal]) -> String {
        guard !rows.isEmpty else { return "" }
        var text = "\(count(rows.count, "row")) refused:\n"
        for refusal in rows.prefix(listed) { text += "  \(refusal.place): \(refusal.reason)\n" }
        if rows.count > listed { text += "  and \(rows.count - listed) more\n" }
        return text
    }

    /// The films not found, as lines to copy into a file for `--resolve`, each with its candidates.
    static func unresolved(_ rows: [ImportPlan.Unresolved]) -> String {
        guard !rows.isEmpty else { return "" }
        var text = """
            \(rows.count) film\(rows.count == 1 ? "" : "s") to resolve: copy these lines into a file, write a film's id for `skip` where one \
            is right, or `add` to add a film that is not here as new (a line `* = add` adds every film left), \
            and run again with --resolve FILE.

            """
        for row in rows {
            let places = row.places.prefix(3).map(\.description).joined(separator: "; ")
            text += "# \(places)\(row.places.count > 3 ? "; …" : "")\n"
            if row.candidates.isEmpty { text += "#   no film of that title here\n" }
            for film in row.candidates {
                let year = film.year.map { " (\($0))" } ?? ""
                text += "#   \(film.reference)  \(film.title)\(year)\n"
            }
            text += "\(row.hint) = skip\n"
        }
        return text
    }

    /// What a dry run says after its summary: the films it would add as new, the rows it would refuse, and
    /// the films left to resolve.
    static func preview(_ summary: ImportSummary) -> String {
        let films = summary.newFilms
        let named = films.prefix(listed).map(\.description).joined(separator: "; ")
        let adding =
            films.isEmpty
            ? "" : "Would add \(count(films.count, "film")) as new: \(named)\(films.count > listed ? "; …" : "").\n"
        return adding + refused(summary.refused) + unresolved(summary.unresolved)
    }

    /// "1 row", "2 rows".
    /// A run that refused rows says so in one line and exits 1, once what it wrote is said: a script sees
    /// that not all of the file is in.
    static func failingIfRowsWereRefused(_ outcome: ImportOutcome) throws {
        guard !outcome.refused.isEmpty else { return }
        throw CleanError(
            message: "\(count(outcome.refused.count, "row")) of the file refused (listed above); the rest is imported")
    }

    /// A failure as the command line says it: a file whose days read either way is told the option that
    /// says which.
    static func said(_ failure: ScreenFailure) -> String {
        failure.code == "ambiguous_dates"
            ? failure.detail.replacing(
                "say which, and import it again", with: "say which with --dates day-first or --dates month-first")
            : failure.detail
    }

    static func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        number == 1 ? "1 \(one)" : "\(number) \(many ?? one + "s")"
    }

    private static func origin(_ origin: ImportedFile.Origin) -> String {
        switch origin {
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        case .movies: "this site's export"
        case .trakt: "Trakt"
        case .netflix: "Netflix"
        }
    }
}
