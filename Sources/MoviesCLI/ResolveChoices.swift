import Foundation
import MoviesDomain

/// `--resolve FILE`: the member's choices for the films an import did not find, one a line, as the import
/// printed them: `Parasite (2019) = catalog:84472`, or `= skip` to leave the rows out. `#` starts a comment.
enum ResolveChoices {
    static func read(
        _ path: String, for plan: ImportPlan, bareNumbers: FilmReference.Source
    ) throws -> [FilmHint: FilmReference?] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CleanError(message: "cannot read \(path) as UTF-8 text")
        }
        let hints = Dictionary(plan.unresolved.map { ($0.hint.description, $0.hint) }) { first, _ in first }
        var choices: [FilmHint: FilmReference?] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            guard let equals = content.range(of: " = ", options: .backwards) else {
                throw CleanError(message: "\(path), line \(number + 1): write `Title (Year) = catalog:42` or `= skip`")
            }
            let named = String(content[..<equals.lowerBound])
            let choice = content[equals.upperBound...].trimmingCharacters(in: .whitespaces)
            // A film found since (or named twice) is not an error: there is nothing left to choose.
            guard let hint = hints[named] else { continue }
            if choice.lowercased() == "skip" {
                choices[hint] = .some(nil)
            } else {
                do { choices[hint] = try FilmReference(choice, bareNumbers: bareNumbers) } catch {
                    throw CleanError(message: "\(path), line \(number + 1): \(error)")
                }
            }
        }
        return choices
    }
}
