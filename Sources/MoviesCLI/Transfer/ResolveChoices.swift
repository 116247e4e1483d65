import Foundation
import MoviesDomain

/// `--resolve FILE`: the member's choices for the films an import did not find, one a line, as the import
/// printed them: `Parasite (2019) = catalog:84472`, `= skip` to leave the rows out, or `= add` to add the
/// film as new; `* = add` (or `* = skip`) for every film left that no line names. `#` starts a comment.
/// A line naming no film of the file, or no film id, is refused with its number.
struct ResolveChoices {
    let path: String
    let choices: [FilmHint: FilmReference?]
    /// The films to add as new: `= add`, or every film left with `* = add`.
    let additions: [FilmHint]
    /// The line each film's choice is on, for a refusal of it to name.
    let lines: [FilmHint: Int]

    init(_ path: String, for plan: ImportPlan, bareNumbers: FilmReference.Source) throws {
        self.path = path
        var named: [String: String] = [:]
        var lineOf: [String: Int] = [:]
        try Self.forEachChoice(in: path) { name, choice, line in
            guard plan.names(name) else {
                throw CleanError(message: "\(path), line \(line): no row of the file names “\(name.prefix(80))”")
            }
            do {
                _ = try plan.choices(named: [name: choice], bareNumbers: bareNumbers)
            } catch {
                throw CleanError(message: "\(path), line \(line): \(error)")
            }
            // A later line for the same film wins, as one written over another.
            (named[name], lineOf[name]) = (choice, line)
        }
        choices = try plan.choices(named: named, bareNumbers: bareNumbers)
        additions = plan.additions(named: named)
        var lines: [FilmHint: Int] = [:]
        for hint in Array(choices.keys) + additions {
            lines[hint] = lineOf[hint.description] ?? lineOf[ImportPlan.everyFilmLeft]
        }
        self.lines = lines
    }

    /// The file's choices as written, each with its line, for a server to read against its file: the film's
    /// name and `skip` or an id (checked to be one here; the server checks it names a film there).
    static func lines(of path: String) throws -> [(name: String, choice: String, line: Int)] {
        var choices: [(name: String, choice: String, line: Int)] = []
        try forEachChoice(in: path) { name, choice, line in
            let word = choice.lowercased()
            if name == ImportPlan.everyFilmLeft, word != "skip", word != ImportPlan.add {
                throw CleanError(message: "\(path), line \(line): \(EveryFilmChoiceError(choice: choice))")
            }
            if word != "skip", word != ImportPlan.add {
                do {
                    _ = try FilmReference(choice)
                } catch {
                    throw CleanError(message: "\(path), line \(line): \(error)")
                }
            }
            choices.append((name, choice, line))
        }
        return choices
    }

    /// Each `Title (Year) = choice` line of the file in order, with its number, comments and blank lines
    /// passed over; a line of another shape is refused by its number when it is reached.
    private static func forEachChoice(
        in path: String, _ body: (_ name: String, _ choice: String, _ line: Int) throws -> Void
    ) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CleanError(message: "cannot read \(path) as UTF-8 text")
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            guard let equals = content.range(of: " = ", options: .backwards) else {
                throw CleanError(
                    message: "\(path), line \(index + 1): write `Title (Year) = catalog:42`, `= skip` or `= add`")
            }
            try body(
                String(content[..<equals.lowerBound]),
                content[equals.upperBound...].trimmingCharacters(in: .whitespaces),
                index + 1)
        }
    }

    /// The refusal of the film chosen for `hint`, with its line.
    func refusal(of hint: FilmHint, _ detail: String) -> CleanError {
        CleanError(message: "\(path), line \(lines[hint].map(String.init) ?? "?"): \(detail)")
    }
}
