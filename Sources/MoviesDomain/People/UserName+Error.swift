extension UserName {
    /// Why a name cannot be used; each reads as one line for the person choosing it.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case notAllowed(Character)
        case reserved(String)

        public var description: String {
            switch self {
            case .tooShort(let minimum): "a name needs at least \(minimum) characters"
            case .tooLong(let maximum): "a name has at most \(maximum) characters"
            case .notAllowed(let character):
                "a name has only letters, digits, '.', '_' and '-', not \(Self.shown(character))"
            case .reserved(let name): "the name '\(name)' is kept for the site"
            }
        }

        /// A character as a person can read it: itself, or its code point when it would not show.
        private static func shown(_ character: Character) -> String {
            let visible =
                !character.isWhitespace
                && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            guard !visible, let scalar = character.unicodeScalars.first else { return "'\(character)'" }
            return "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
    }
}
