extension NetworkService {
    /// `work`'s answer, or ``NetworkError/timedOut`` once `limit` has passed (the work is cancelled, which
    /// cancels its request, body and all).
    public static func within<Value: Sendable>(
        _ limit: Duration, _ work: @escaping @Sendable () async throws(NetworkError) -> Value
    ) async throws(NetworkError) -> Value {
        do {
            return try await withThrowingTaskGroup(of: Value?.self) { group in
                group.addTask { try await work() }
                group.addTask {
                    try await Task.sleep(for: limit)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let value = first else { throw NetworkError.timedOut }
                return value
            }
        } catch {
            throw networkError(error)
        }
    }
}
