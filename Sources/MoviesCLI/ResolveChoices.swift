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
        var named: [String: String] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            guard let equals = content.range(of: " = ", options: .backwards) else {
                throw CleanError(message: "\(path), line \(number + 1): write `Title (Year) = catalog:42` or `= skip`")
            }
            named[String(content[..<equals.lowerBound])] = String(content[equals.upperBound...])
        }
        do { return try plan.choices(named: named, bareNumbers: bareNumbers) } catch {
            throw CleanError(message: "\(path): \(error)")
        }
    }
}
