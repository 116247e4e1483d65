import Foundation

/// A set written from knowledge under `Benchmarks/` (tab-separated, `#` lines are notes): its rows'
/// fields.
enum WrittenSet {
    static func rows(_ name: String, omittingEmptyFields: Bool = true) throws -> [[String]] {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Benchmarks/\(name)").standardized
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: omittingEmptyFields).map(String.init) }
    }
}
