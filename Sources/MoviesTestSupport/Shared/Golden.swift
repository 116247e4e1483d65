import Foundation

/// Whole-output comparisons against files in a `Golden/` folder beside the calling test file. Run with
/// `RECORD_GOLDEN=1` to write them anew (and review the diff).
public enum Golden {
    public struct Mismatch: Error, CustomStringConvertible {
        public let name: String
        public let actual: String
        public var description: String { "output differs from Golden/\(name):\n\(actual)" }
    }

    public static func check(_ actual: String, against name: String, besideFile file: String = #filePath) throws {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard try String(contentsOf: url, encoding: .utf8) == actual else { throw Mismatch(name: name, actual: actual) }
    }
}
