import Foundation
import Testing

/// docs/architecture.md's words and screens stay the code's: each type the glossary names is declared in
/// the sources, and each factory of a screen the container has is in the Screens table.
@Suite struct ArchitectureWordsTests {
    static let page =
        (try? String(
            contentsOf: ArchitectureDocumentTests.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8))
        ?? ""

    /// The names of the types the sources declare.
    static let declared: Set<String> = {
        let base = ArchitectureDocumentTests.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n")
            where line.contains("struct ") || line.contains("class ")
                || line.contains("enum ") || line.contains("protocol ") || line.contains("actor ")
                || line.contains("typealias ")
            {
                if let match = line.firstMatch(of: /(?:struct|class|enum|protocol|actor|typealias) (\w+)/) {
                    names.insert(String(match.output.1))
                }
            }
        }
        return names
    }()

    /// The rows of the table under `heading`.
    static func rows(under heading: String) -> [[String]] {
        guard let start = page.range(of: heading) else { return [] }
        return page[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .dropFirst(2).map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    @Test func everyTypeTheGlossaryNamesIsDeclared() {
        let rows = Self.rows(under: "## Words")
        #expect(rows.count >= 25, "the glossary was read")
        for row in rows where row.count >= 3 {
            for name in row[2].matches(of: /`([A-Z]\w+)(?:\.\w+)?`/).map({ String($0.output.1) }) {
                #expect(
                    Self.declared.contains(name),
                    "the glossary's \(row[0]) names \(name), which the sources do not declare")
            }
        }
    }

    @Test func everyScreenOfTheContainerIsInTheScreensTable() throws {
        let presentation = ArchitectureDocumentTests.root.appendingPathComponent("Sources/MoviesPresentation")
        let files = FileManager.default.enumerator(atPath: presentation.path)?.allObjects as? [String] ?? []
        let factories = try files.filter { $0.hasSuffix("Screens.swift") }.map {
            try String(contentsOf: presentation.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        let screens = factories.matches(of: /func (\w+)\([^)]*\)[^\n]*?-> \w+ViewModel\??\n/.dotMatchesNewlines())
            .map { String($0.output.1) }
        #expect(screens.count >= 25, "the factories were read")
        let table = Self.rows(under: "## Screens").map { $0.count > 2 ? $0[2] : "" }.joined(separator: " ")
        let unlisted = screens.filter { !table.contains("`\($0)`") }
        #expect(unlisted.isEmpty, "screens the Screens table does not list: \(unlisted)")
    }
}
