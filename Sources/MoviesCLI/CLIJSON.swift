import Foundation
import MoviesPresentation

/// JSON as every `--json` prints it: the document's own JSON, pretty, keys sorted, slashes as they are.
enum CLIJSON {
    static func encode(_ document: some JSONDocument) throws -> String {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(document.jsonBytes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
