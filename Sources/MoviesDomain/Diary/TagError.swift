/// Why a tag is refused, naming it.
public enum TagError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(String)
    case controlCharacter(String)
    /// A comma: tags are written apart by commas (the log form's field, Letterboxd's files), so a tag that
    /// held one would come back as two.
    case comma(String)
    case tooMany(Int)

    public var description: String {
        switch self {
        case .empty: "a tag has at least one character"
        case .tooLong(let tag): "the tag “\(tag)…” is longer than \(Tag.maximumLength) characters"
        case .controlCharacter(let tag): "the tag “\(tag)” has a control character"
        case .comma(let tag): "the tag “\(tag)” has a comma: tags are apart by commas, so give each on its own"
        case .tooMany(let count): "a watch has at most \(Tag.maximumPerWatch) tags, not \(count)"
        }
    }
}
