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
        var named: [String: String] = [:]
        var lines: [String: Int] = [:]
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
            do {
                _ = try plan.choices(named: [name: String(content[equals.upperBound...])], bareNumbers: bareNumbers)
            } catch {
                throw CleanError(message: "\(path), line \(index + 1): \(error)")
            }
            (named[name], lines[name]) = (String(content[equals.upperBound...]), index + 1)
        }
        choices = (try? plan.choices(named: named, bareNumbers: bareNumbers)) ?? [:]
        self.lines = Dictionary(choices.keys.compactMap { hint in lines[hint.description].map { (hint, $0) } }) {
            first, _ in first
        }
    }

    /// The refusal of the film chosen for `hint`, with its line.
    func refusal(of hint: FilmHint, _ detail: String) -> CleanError {
        CleanError(message: "\(path), line \(lines[hint].map(String.init) ?? "?"): \(detail)")
    }
}
