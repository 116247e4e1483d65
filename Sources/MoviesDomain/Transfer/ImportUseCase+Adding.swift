import Foundation

extension ImportUseCase {
    /// The films one member's imports may add in a day: a file names its films all at once, and the member
    /// sees the list before they are added, so more than the day's films added one by one.
    public static let filmsAddedPerDay = 500

    /// The plan with a new film for each of `hints` the member chose to add (a film no match found): made
    /// from the facts an export of this site carries of it, or else from the file's title, year and IMDb
    /// id. Each is checked first as a film added by hand is (on a TMDB installation, against TMDB): one
    /// that cannot be added names itself and nothing is added. The films added are kept as the member's
    /// choices, as a film chosen is. A dry run (`writing` false) checks them the same way and adds none: each
    /// stands in the plan as a film of its own to be made, so the preview counts its rows as the run will.
    public func add(
        _ hints: [FilmHint], in plan: ImportPlan, for member: User.ID, writing: Bool = true
    ) async throws -> ImportPlan {
        guard !hints.isEmpty else { return plan }
        guard let adding else { throw ImportAdditionError(hint: hints[0], reason: .notHere) }
        let time = now()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let thisYear = calendar.component(.year, from: time)
        var checked: [(hint: FilmHint, facts: FilmFacts)] = []
        for hint in Set(hints).sorted(by: { $0.description < $1.description }) {
            try Task.checkCancellation()
            guard let year = hint.year else { throw ImportAdditionError(hint: hint, reason: .noYear) }
            do {
                let facts =
                    try hint.facts
                    ?? FilmFacts(
                        title: hint.title, year: year, thisYear: thisYear,
                        identifiers: FilmIdentifiers(imdb: hint.imdbID, tmdb: hint.tmdbID))
                if let film = try await adding.check(facts).existing { throw AddedFilmError.duplicate(of: film) }
                checked.append((hint, facts))
            } catch let error as AddedFilmError {
                throw ImportAdditionError(hint: hint, reason: .film(error))
            }
        }
        do {
            try await adding.checkAllowance(of: member, at: time, adding: checked.count, perDay: Self.filmsAddedPerDay)
        } catch let error as AddedFilmError {
            throw ImportAdditionError(hint: checked[0].hint, reason: .film(error))
        }
        guard writing else { return try await beside(plan.adding(checked), of: member) }
        var chosen: [FilmHint: FilmReference?] = [:]
        for (hint, facts) in checked {
            let id: Movie.ID
            do {
                id = try await adding.add(checked: facts, by: member, at: time).id
            } catch AddedFilmError.duplicate(let film) {
                // Added a moment ago (two names in the file for one film, or another member): the store's
                // key of title and year, or of an id, says it is this film.
                id = film.id
            }
            chosen[hint] = films.reference(to: id)
        }
        return try await choose(chosen, in: plan, for: member)
    }
}
