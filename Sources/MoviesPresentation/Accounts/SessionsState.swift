/// The member's signed-in browsers as the settings list them, this one marked.
public struct SessionsState: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        /// "Firefox on Linux · signed in on 3 May 2026"
        public let text: String
        /// "this device" on this browser's row, else nil.
        public let current: String?
    }

    public var rows: [Row] = []
    public var failure: ScreenFailure?

    public init() {}
}
