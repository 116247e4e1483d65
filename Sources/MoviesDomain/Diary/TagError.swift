/// Why a tag is refused, naming it.
public enum TagError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(String)
    case controlCharacter(String)
    case tooMany(Int)

    public var description: String {
        switch self {
        case .empty: "a tag has at least one character"
        case .tooLong(let tag): "the tag “\(tag)…” is longer than \(Tag.maximumLength) characters"
        case .controlCharacter(let tag): "the tag “\(tag)” has a control character"
        case .tooMany(let count): "a watch has at most \(Tag.maximumPerWatch) tags, not \(count)"
        }
    }
}
