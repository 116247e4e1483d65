import MoviesDomain

/// Who a token acts for, once a server said: a token's member does not change, so a command asks once.
actor SignedInMember {
    private var member: User?

    /// The member, asked with `asking` the first time.
    func value(_ asking: @Sendable () async throws -> User) async throws -> User {
        if let member { return member }
        let asked = try await asking()
        member = asked
        return asked
    }
}
