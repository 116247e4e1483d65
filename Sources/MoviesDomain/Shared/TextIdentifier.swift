import Foundation

/// An id that is text, compared, hashed and written as its text. Each kind of thing has an id type of its
/// own (a film's id is never a member's), each a small struct that says it is one of these.
public protocol TextIdentifier: RawRepresentable<String>, Hashable, Sendable, CustomStringConvertible {
    init(rawValue: String)
}

extension TextIdentifier {
    @inlinable public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    @inlinable public var description: String { rawValue }

    /// A new, random id, which says nothing of when it was made or how many came before it.
    public static func make() -> Self { Self(rawValue: UUID().uuidString.lowercased()) }
}
