import MoviesDomain

/// Who a token acts for, once a server said: a token's member does not change, so a command asks once,
/// however many of its parts ask at the same moment. A question that failed is asked again next time.
actor SignedInMember {
    private var asked: Task<User, any Error>?

    /// The member, asked with `asking` the first time.
    func value(_ asking: @escaping @Sendable () async throws -> User) async throws -> User {
        if let asked { return try await asked.value }
        let task = Task { try await asking() }
        asked = task
        do {
            return try await task.value
        } catch {
            asked = nil
            throw error
        }
    }
}
