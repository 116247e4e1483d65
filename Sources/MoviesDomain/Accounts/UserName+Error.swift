import Foundation

extension UserName {
    /// Why a name cannot be used; each reads as one line for the person choosing it.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case notAllowed(Character)
        /// Begins or ends with `.`, `_` or `-`.
        case edge(Character)
        case reserved(String)
        /// Letters of more than one script (`аdmin` with a Cyrillic а): the scripts found.
        case mixedScripts([String])

        public var description: String {
            switch self {
            case .tooShort(let minimum): "a name needs at least \(minimum) characters"
            case .tooLong(let maximum): "a name has at most \(maximum) characters"
            case .notAllowed(let character):
                "a name has only letters, digits, '.', '_' and '-', not \(Self.shown(character))"
            case .edge(let character): "a name begins and ends with a letter or a digit, not '\(character)'"
            case .reserved(let name): "the name '\(name)' is kept for the site"
            case .mixedScripts(let scripts):
                "a name keeps to one script, not \(scripts.map { $0.replacingOccurrences(of: "_", with: " ") }.joined(separator: " and "))"
            }
        }

        /// A character as a person can read it: itself, or its code point when it would not show.
        private static func shown(_ character: Character) -> String {
            let visible =
                !character.isWhitespace
                && !character.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0.properties.isDefaultIgnorableCodePoint
                        || $0.properties.isBidiControl
                }
            guard !visible, let scalar = character.unicodeScalars.first else { return "'\(character)'" }
            return ShownText.codePoint(scalar)
        }
    }
}
