import Foundation

extension ImportPlan {
    /// The choice that adds a film as new (``additions(named:)``).
    public static let add = "add"
    /// The name that stands for every film left to choose: `* = add`.
    public static let everyFilmLeft = "*"

    /// The member's choices as they name them: a film left to choose by its name (`Parasite (2019)`), and
    /// a film id or `skip` (`add` is read by ``additions(named:)``). A film chosen before may be chosen
    /// again; names of films found otherwise are passed over (found since, or named twice).
    /// `* = skip` leaves out every film left that no other choice names; `*` takes nothing else but `add`
    /// (``EveryFilmChoiceError``).
    public func choices(
        named: [String: String], bareNumbers: FilmReference.Source
    ) throws -> [FilmHint: FilmReference?] {
        let hints = choosable
        var choices: [FilmHint: FilmReference?] = [:]
        if let all = named[Self.everyFilmLeft]?.trimmingCharacters(in: .whitespaces).lowercased() {
            guard all == "skip" || all == Self.add else { throw EveryFilmChoiceError(choice: all) }
            if all == "skip" {
                for row in unresolved where named[row.hint.description] == nil { choices[row.hint] = .some(nil) }
            }
        }
        for (name, choice) in named where name != Self.everyFilmLeft {
            guard let hint = hints[name] else { continue }
            let value = choice.trimmingCharacters(in: .whitespaces)
            guard value.lowercased() != Self.add else { continue }
            choices[hint] =
                value.lowercased() == "skip" ? .some(nil) : try FilmReference(value, bareNumbers: bareNumbers)
        }
        return choices
    }

    /// The films the member chose to add as new, by name (`Parasite (2019) = add`), and with `* = add`
    /// every film left to choose that no other choice names.
    public func additions(named: [String: String]) -> [FilmHint] {
        let adds = { (choice: String) in choice.trimmingCharacters(in: .whitespaces).lowercased() == Self.add }
        let hints = choosable
        var added = Set(named.compactMap { name, choice in adds(choice) ? hints[name] : nil })
        if let all = named[Self.everyFilmLeft], adds(all) {
            added.formUnion(unresolved.map(\.hint).filter { named[$0.description] == nil })
        }
        return added.sorted { $0.description < $1.description }
    }

    /// The films the member may choose for, by name: those left to choose and those they chose before.
    public var choosable: [String: FilmHint] {
        var hints = Dictionary(unresolved.map { ($0.hint.description, $0.hint) }) { first, _ in first }
        for (hint, match) in matches {
            switch match {
            case .found(_, .chosen), .skipped: hints[hint.description] = hint
            default: continue
            }
        }
        return hints
    }

    /// Whether some row of the file names a film so (`Parasite (2019)`), or `name` is `*`.
    public func names(_ name: String) -> Bool {
        name == Self.everyFilmLeft || matches.keys.contains { $0.description == name }
    }

    /// The plan with each of `films` as a film to be made (the films a dry run would add as new): a
    /// stand-in of its own, of the year the member gave, which no film of the source has.
    func adding(_ films: [(hint: FilmHint, facts: FilmFacts)]) -> ImportPlan {
        var choices: [FilmHint: FilmReference?] = [:]
        var years: [FilmReference: Int] = [:]
        for (number, film) in films.enumerated() {
            let reference = FilmReference(source: .catalog, movieID: Movie.ID("new-\(number + 1)"))
            (choices[film.hint], years[reference]) = (reference, film.facts.year)
        }
        var plan = resolving(choices)
        plan.filmYears.merge(years) { _, new in new }
        plan.lookedUp.formUnion(years.keys)
        plan.newFilms = films.map(\.hint)
        return plan
    }
}
