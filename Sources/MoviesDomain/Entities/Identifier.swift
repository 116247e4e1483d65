import Foundation

/// An opaque identifier of one kind of thing (`Owner`: a film, a person, a member, a token), so one kind's
/// id is never passed where another's is meant. Callers compare it and pass it back; its spelling is its
/// source's.
public struct Identifier<Owner>: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A new, random id, for what this app assigns ids to itself (members, tokens).
    public static func make() -> Self { Self(UUID().uuidString.lowercased()) }

    public var description: String { rawValue }
}
