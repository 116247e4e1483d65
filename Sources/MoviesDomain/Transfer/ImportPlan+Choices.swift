import Foundation

extension ImportPlan {
    /// The member's choices as they name them: a film left to choose by its name (`Parasite (2019)`), and
    /// a film id or `skip`. Names of films not left to choose are passed over (found since, or named twice).
    public func choices(
        named: [String: String], bareNumbers: FilmReference.Source
    ) throws(FilmReference.Error) -> [FilmHint: FilmReference?] {
        let hints = Dictionary(unresolved.map { ($0.hint.description, $0.hint) }) { first, _ in first }
        var choices: [FilmHint: FilmReference?] = [:]
        for (name, choice) in named {
            guard let hint = hints[name] else { continue }
            let value = choice.trimmingCharacters(in: .whitespaces)
            choices[hint] =
                value.lowercased() == "skip" ? .some(nil) : try FilmReference(value, bareNumbers: bareNumbers)
        }
        return choices
    }
}
