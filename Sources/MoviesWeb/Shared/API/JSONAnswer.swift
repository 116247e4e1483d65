import Hummingbird

/// Runs `body`; its error is the JSON error answer.
func answer(_ body: () async throws -> Response) async -> Response {
    do {
        return try await body()
    } catch {
        return WebError(error).jsonResponse
    }
}
