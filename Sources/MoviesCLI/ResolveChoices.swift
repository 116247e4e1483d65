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
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CleanError(message: "cannot read \(path) as UTF-8 text")
        }
        self.path = path
        var choices: [FilmHint: FilmReference?] = [:]
        var lines: [FilmHint: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            guard let equals = content.range(of: " = ", options: .backwards) else {
                throw CleanError(message: "\(path), line \(index + 1): write `Title (Year) = catalog:42` or `= skip`")
            }
            let name = String(content[..<equals.lowerBound])
            guard plan.names(name) else {
                throw CleanError(message: "\(path), line \(index + 1): no row of the file names “\(name.prefix(80))”")
            }
            let chosen: [FilmHint: FilmReference?]
            do {
                chosen = try plan.choices(
                    named: [name: String(content[equals.upperBound...])], bareNumbers: bareNumbers)
            } catch {
                throw CleanError(message: "\(path), line \(index + 1): \(error)")
            }
            // A later line for the same film wins, as one written over another.
            for (hint, choice) in chosen { (choices[hint], lines[hint]) = (choice, index + 1) }
        }
        self.choices = choices
        self.lines = lines
    }

    /// The file's choices as written, each with its line, for a server to read against its file: the film's
    /// name and `skip` or an id (checked to be one here; the server checks it names a film there).
    static func lines(of path: String) throws -> [(name: String, choice: String, line: Int)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CleanError(message: "cannot read \(path) as UTF-8 text")
        }
        var choices: [(name: String, choice: String, line: Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            guard let equals = content.range(of: " = ", options: .backwards) else {
                throw CleanError(message: "\(path), line \(index + 1): write `Title (Year) = catalog:42` or `= skip`")
            }
            let choice = content[equals.upperBound...].trimmingCharacters(in: .whitespaces)
            if choice.lowercased() != "skip" {
                do {
                    _ = try FilmReference(choice)
                } catch {
                    throw CleanError(message: "\(path), line \(index + 1): \(error)")
                }
            }
            choices.append((String(content[..<equals.lowerBound]), choice, index + 1))
        }
        return choices
    }

    /// The refusal of the film chosen for `hint`, with its line.
    func refusal(of hint: FilmHint, _ detail: String) -> CleanError {
        CleanError(message: "\(path), line \(lines[hint].map(String.init) ?? "?"): \(detail)")
    }
}
