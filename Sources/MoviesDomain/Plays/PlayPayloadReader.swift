public import Foundation

/// Reads what a media server posts (its JSON, taken from the form it came in) into a play: Data's readers of
/// each server's payload. Nil for an event that is not a play's end (a start, a pause), which is answered
/// and not kept.
public protocol PlayPayloadReader: Sendable {
    func read(_ json: Data, from source: WatchSource, receivedAt time: Date) throws(PlayPayloadError) -> PlayReport?
}

/// Why a media server's post cannot be read, in one sentence naming what is wrong.
public enum PlayPayloadError: Error, Equatable, Sendable, CustomStringConvertible {
    case notJSON
    /// A field of the plain form that is there but wrong: its name, and what it should be.
    case field(String, String)

    public var description: String {
        switch self {
        case .notJSON: "the body is not a JSON object as the media server's webhook sends"
        case .field(let name, let rule): "\(name) is \(rule)"
        }
    }

    public var field: String? {
        if case .field(let name, _) = self { name } else { nil }
    }
}
