import ArgumentParser
import Foundation
import MoviesPresentation
import MoviesTerminal

/// JSON as every `--json` prints it: the document's own JSON, pretty, keys sorted, slashes as they are,
/// and every character a terminal could act on written as a `\u` escape (the encoder escapes C0 itself;
/// DEL, C1 and bidirectional controls are escaped here), so the same text reaches a program whole and a
/// terminal harmless.
enum CLIJSON {
    static func encode(_ document: some JSONDocument) throws -> String {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(document.jsonBytes))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// `--json id,title` (a habit from `gh`): the field list is refused, never searched for. `--json` prints
    /// every field; a program picks with jq.
    static func refuseFieldList(in words: [String]) throws {
        guard let list = words.first(where: { $0.wholeMatch(of: /[A-Za-z]+(,[A-Za-z]+)+,?/) != nil }) else { return }
        throw ValidationError(
            "--json takes no field list ('\(list.prefix(40))'): it prints every field; pick with jq, e.g. `| jq '.results[] | {id, title}'`"
        )
    }

    /// Outside strings JSON is ASCII, so every such character is inside one, where `\uXXXX` is the same.
    static func escapingControls(_ json: String) -> String {
        var escaped = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F, TerminalSafe.isUnsafe(scalar, keepingNewlines: true) {
                escaped += String(format: "\\u%04x", scalar.value)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
