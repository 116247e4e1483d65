extension Movie {
    /// An opaque identifier: each source chooses its own spelling, callers only compare and pass it back.
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
