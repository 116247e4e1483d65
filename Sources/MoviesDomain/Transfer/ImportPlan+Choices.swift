import Foundation

extension ImportPlan {
    /// The member's choices as they name them: a film left to choose by its name (`Parasite (2019)`), and
    /// a film id or `skip`. A film chosen before may be chosen again; names of films found otherwise are
    /// passed over (found since, or named twice).
    public func choices(
        named: [String: String], bareNumbers: FilmReference.Source
    ) throws(FilmReference.Error) -> [FilmHint: FilmReference?] {
        let hints = choosable
        var choices: [FilmHint: FilmReference?] = [:]
        for (name, choice) in named {
            guard let hint = hints[name] else { continue }
            let value = choice.trimmingCharacters(in: .whitespaces)
            choices[hint] =
                value.lowercased() == "skip" ? .some(nil) : try FilmReference(value, bareNumbers: bareNumbers)
        }
        return choices
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

    /// Whether some row of the file names a film so (`Parasite (2019)`).
    public func names(_ name: String) -> Bool {
        matches.keys.contains { $0.description == name }
    }
}
