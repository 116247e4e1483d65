/// The id a phone gives a watch it logs, so the log sent again (the answer was lost with the signal, or it
/// waited on the phone and was sent twice) is recognised and logs the watch once: eight to 64 letters,
/// digits and hyphens (a UUID, say).
public struct ReplayID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Nil for text that is not one.
    public init?(_ text: String) {
        guard (8...64).contains(text.utf8.count),
            text.utf8.allSatisfy({
                $0 == UInt8(ascii: "-") || ($0 < 128 && Character(Unicode.Scalar($0)).isLetter)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            })
        else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }
}
