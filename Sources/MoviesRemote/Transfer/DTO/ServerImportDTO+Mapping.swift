import MoviesDomain

extension ServerImportDTO {
    var isRunning: Bool { id != nil && state == "running" }

    func toDomain() -> (summary: ImportSummary, outcome: ImportOutcome?) {
        let refusals = refused.map {
            ImportedFile.Refusal(place: ImportRow.Place(file: $0.file, line: $0.line), reason: $0.reason)
        }
        let left = unresolved.map { row in
            ImportPlan.Unresolved(
                hint: FilmHint(title: row.title, year: row.year),
                places: row.places.map { ImportRow.Place(file: $0.file, line: $0.line) },
                candidates: row.candidates.compactMap { film in
                    (try? FilmReference(film.id)).map {
                        FilmMatch.Candidate(reference: $0, title: film.title, year: film.year)
                    }
                })
        }
        let matched: [FilmMatch.Reason: Int] = [
            .id: found.byID, .title: found.byTitle, .forgiving: found.forgiving, .nearYear: found.yearApart,
            .chosen: found.chosen,
        ].filter { $0.value > 0 }
        var summary = ImportSummary(
            origin: ImportedFile.Origin(rawValue: origin) ?? .movies, rowCount: rows, matchedBy: matched,
            unresolved: left, refused: refusals,
            toAdd: (toAdd.watches, toAdd.reviews, toAdd.saved, toAdd.completed), notes: notes ?? [])
        summary.listsToAdd = (toAdd.lists ?? 0, toAdd.listFilms ?? 0)
        summary.likesToAdd = (toAdd.likes ?? 0, toAdd.favourites ?? 0)
        summary.newFilms = (toAdd.films ?? []).map(Self.hint(named:))
        guard let added else { return (summary, nil) }
        var outcome = ImportOutcome()
        outcome.watchesAdded = added.watches
        outcome.reviewsAdded = added.reviews
        outcome.savedAdded = added.saved
        outcome.alreadyThere = added.alreadyThere
        outcome.watchesCompleted = added.completed
        outcome.listsAdded = added.lists
        outcome.listFilmsAdded = added.listFilms
        (outcome.likesAdded, outcome.favouritesAdded) = (added.likes ?? 0, added.favourites ?? 0)
        outcome.refused = refusals
        outcome.unresolved = left
        outcome.notes = notes ?? []
        outcome.wasCancelled = state == "stopped"
        return (summary, outcome)
    }

    /// A film as the server names it, "Parasite (2019)": its title and year.
    static func hint(named name: String) -> FilmHint {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("),
            let year = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
        else { return FilmHint(title: name, year: nil) }
        return FilmHint(title: String(name[..<open].dropLast(name[..<open].hasSuffix(" ") ? 1 : 0)), year: year)
    }
}
