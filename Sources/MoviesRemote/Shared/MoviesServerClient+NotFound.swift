import NIOHTTP1

extension MoviesServerClient {
    /// What `read` answers, or nil when the server answers 404: it has no such thing of the member's.
    func absentIfNotFound<Value>(_ read: () async throws -> Value?) async throws -> Value? {
        do {
            return try await read()
        } catch MoviesServerError.refused(404, _, _) {
            return nil
        }
    }

    /// Sends a change with no answer to read: false when the server answers 404 (nothing there to change).
    func sendUnlessNotFound(_ call: APICall) async throws -> Bool {
        try await absentIfNotFound { try await send(call) } != nil
    }
}
