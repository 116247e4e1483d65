extension Movie {
    /// An opaque identifier: each source chooses its own spelling, callers only compare and pass it back.
    public struct ID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }
    }
}
