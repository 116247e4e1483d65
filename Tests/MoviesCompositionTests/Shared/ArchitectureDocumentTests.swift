import Foundation
import Testing

/// docs/architecture.md lists every module and what it may import; Package.swift is what the build
/// enforces. They must say the same, so the page a newcomer reads first is never out of date.
@Suite struct ArchitectureDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each first-party target of Package.swift and the first-party modules it depends on.
    static func declared() throws -> [String: Set<String>] {
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var modules: [String: Set<String>] = [:]
        let target = /\.(?:target|executableTarget)\(\s*name:\s*"(\w+)"(.*?)swiftSettings/.dotMatchesNewlines()
        for match in package.matches(of: target) where !match.output.1.hasSuffix("Benchmarks") {
            let body = String(match.output.2)
            let list = body.firstMatch(of: /dependencies:\s*\[(.*?)\]\s*,/.dotMatchesNewlines()).map {
                String($0.output.1)
            }
            let names = (list ?? "").matches(of: /"((?:Movies\w+)|CSystem\w+)"/).map { String($0.output.1) }
            modules[String(match.output.1)] = Set(names)
        }
        return modules
    }

    /// The list between `<!-- modules -->` and `<!-- /modules -->` in docs/architecture.md.
    static func documented() throws -> [String: Set<String>] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = page.range(of: "<!-- modules -->"), let end = page.range(of: "<!-- /modules -->") else {
            return [:]
        }
        var modules: [String: Set<String>] = [:]
        for line in page[start.upperBound..<end.lowerBound].split(separator: "\n")
        where line.hasPrefix("Movies") || line.hasPrefix("movies ") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            let rest = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            modules[parts[0]] =
                rest == "(nothing)"
                ? [] : Set(rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return modules
    }

    @Test func thePageListsEveryModuleAndItsImportsAsPackageSwiftDeclaresThem() throws {
        let declared = try Self.declared()
        #expect(declared.count >= 10, "the targets were read")
        #expect(try Self.documented() == declared)
    }

    @Test func everyModuleHasItsTestTargetOrThePageSaysWhereItIsTested() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let modules = package.matches(of: /\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"(\w+)"/)
            .map { String($0.output.1) }.filter { !$0.hasSuffix("Benchmarks") }
        let tested = Set(package.matches(of: /\.testTarget\(\s*name:\s*"(\w+)Tests"/).map { String($0.output.1) })
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- tested elsewhere -->"))
        let end = try #require(page.range(of: "<!-- /tested elsewhere -->"))
        let said = Set(page[start.upperBound..<end.lowerBound].matches(of: /`(\w+)`/).map { String($0.output.1) })
        #expect(modules.count >= 15, "the targets were read")
        for module in modules {
            #expect(
                tested.contains(module) || said.contains(module),
                "\(module) has no test target and the page does not say where it is tested")
        }
    }

    /// Modules of the toolchain and the system, which no package declares; and `CNIOLinux`, swift-nio's C
    /// module that `SecureFile` reads `stat` through, which no product names (the page says so).
    static let undeclarable: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Darwin",
        "CoreFoundation", "Synchronization", "RegexBuilder", "Testing", "CNIOLinux",
    ]

    @Test func everyModuleImportedIsDeclaredInPackageSwift() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var products: [String: String] = [:]
        for match in package.matches(of: /let (\w+) = Target\.Dependency\.product\(name: "(\w+)"/) {
            products[String(match.output.1)] = String(match.output.2)
        }
        let target = /\.(?:target|executableTarget|testTarget)\(\s*name:\s*"(\w+)"(.*?)swiftSettings/
            .dotMatchesNewlines()
        let importLine = /^\s*(?:@testable |public |internal |package )*import (\w+)\s*$/.anchorsMatchLineEndings()
        for match in package.matches(of: target) {
            let name = String(match.output.1)
            let list = String(match.output.2).firstMatch(of: /dependencies:\s*\[(.*?)\]/.dotMatchesNewlines())?.output.1
            let words = (list ?? "").matches(of: /"(\w+)"|\b(\w+)\b/).map { String($0.output.1 ?? $0.output.2 ?? "") }
            let declared = Set(words.map { products[$0] ?? $0 })
            let folder = ["Sources", "Tests", "Benchmarks"].map { Self.root.appendingPathComponent("\($0)/\(name)") }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            let base = try #require(folder, "\(name)'s folder")
            let files = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for module in text.matches(of: importLine).map({ String($0.output.1) })
                where module != name && !declared.contains(module) && !Self.undeclarable.contains(module) {
                    Issue.record("\(name)/\(file) imports \(module), which Package.swift does not declare for it")
                }
            }
        }
    }
}
