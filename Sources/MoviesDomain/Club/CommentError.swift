import Foundation

/// Why a comment is refused. Each reads as one line.
public enum CommentError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(maximum: Int)
    case controlCharacter
    /// A character that shows nothing: zero-width, a filler, a tag character.
    case invisibleCharacter
    /// The member wrote as many comments as a minute takes.
    case tooMany(perMinute: Int, perDay: Int)
    /// No review, list or comment with the id, or none the member may see.
    case notFound
    /// A comment another member wrote, on a review or list that is not the member's.
    case notYours
    /// The review or list is of a member the commenter blocked: the name.
    case blockedByYou(String)

    public var description: String {
        switch self {
        case .empty: "a comment says something: write 1 to 2,000 characters"
        case .tooLong(let maximum): "a comment is at most \(maximum.formatted()) characters"
        case .controlCharacter: "a comment has no control characters but line breaks"
        case .invisibleCharacter: "a comment has no characters that show nothing (zero-width, filler or tag characters)"
        case .tooMany(let minute, let day):
            "you wrote \(minute) comments in the last minute, or \(day) in the last day: wait a little"
        case .notFound: "there is no review, list or comment with that id"
        case .notYours: "that comment is not yours to change"
        case .blockedByYou(let name): "you blocked \(name): unblock them first to comment on their things"
        }
    }
}
