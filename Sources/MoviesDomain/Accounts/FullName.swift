/// A person's given and family name, each trimmed and 1 to 100 characters, with no control character and
/// no bidirectional control (a right-to-left override would turn the text around it, on every page that
/// shows the name).
public struct FullName: Sendable, Hashable, CustomStringConvertible {
    public static let lengths = 1...100

    public let given: String
    public let family: String

    public init(given: String, family: String) throws(Error) {
        self.given = try Self.part(given, .given)
        self.family = try Self.part(family, .family)
    }

    public var description: String { "\(given) \(family)" }

    private static func part(_ raw: String, _ part: Error.Part) throws(Error) -> String {
        let text = raw.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard !text.isEmpty else { throw .empty(part) }
        guard ShownText.length(of: text) <= lengths.upperBound else {
            throw .tooLong(part, maximum: lengths.upperBound)
        }
        guard
            !text.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control || $0.properties.isBidiControl
            })
        else { throw .notAllowed(part) }
        return text
    }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        public enum Part: String, Sendable {
            case given = "given name"
            case family = "family name"
        }

        case empty(Part)
        case tooLong(Part, maximum: Int)
        case notAllowed(Part)

        public var description: String {
            switch self {
            case .empty(let part): "the \(part.rawValue) is empty"
            case .tooLong(let part, let maximum): "the \(part.rawValue) has at most \(maximum) characters"
            case .notAllowed(let part): "the \(part.rawValue) has a control character or a bidirectional control"
            }
        }
    }
}
