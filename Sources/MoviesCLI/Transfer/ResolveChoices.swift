import Foundation
import MoviesDomain

/// `--resolve FILE`: the member's choices for the films an import did not find, one a line, as the import
/// printed them: `Parasite (2019) = catalog:84472`, or `= skip` to leave the rows out. `#` starts a comment.
/// A line naming no film of the file, or no film id, is refused with its number.
struct ResolveChoices {
    let path: String
    let choices: [FilmHint: FilmReference?]
    /// The line each film's choice is on, for a refusal of it to name.
    let lines: [FilmHint: Int]

    init(_ path: String, for plan: ImportPlan, bareNumbers: FilmReference.Source) throws {
        self.path = path
        var choices: [FilmHint: FilmReference?] = [:]
        var lines: [FilmHint: Int] = [:]
        try Self.forEachChoice(in: path) { name, choice, line in
            guard plan.names(name) else {
                throw CleanError(message: "\(path), line \(line): no row of the file names “\(name.prefix(80))”")
            }
            let chosen: [FilmHint: FilmReference?]
            do {
                chosen = try plan.choices(named: [name: choice], bareNumbers: bareNumbers)
            } catch {
                throw CleanError(message: "\(path), line \(line): \(error)")
            }
            // A later line for the same film wins, as one written over another.
            for (hint, choice) in chosen { (choices[hint], lines[hint]) = (choice, line) }
        }
        self.choices = choices
        self.lines = lines
    }

    /// The file's choices as written, each with its line, for a server to read against its file: the film's
    /// name and `skip` or an id (checked to be one here; the server checks it names a film there).
    static func lines(of path: String) throws -> [(name: String, choice: String, line: Int)] {
        var choices: [(name: String, choice: String, line: Int)] = []
        try forEachChoice(in: path) { name, choice, line in
            if choice.lowercased() != "skip" {
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
                throw CleanError(message: "\(path), line \(index + 1): write `Title (Year) = catalog:42` or `= skip`")
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
