/// Turns at checking a password, which is slow on purpose: a front end that serves many people (the web)
/// lets only so many run at once and one at a time per address; it throws ``PasswordChecksBusy`` when
/// there is no turn to wait for.
public protocol PasswordCheckTurns: Sendable {
    func run<T: Sendable>(from address: String, _ check: () async throws -> T) async throws -> T
}

/// Every turn is taken and the queue is full: try again in a moment.
public struct PasswordChecksBusy: Error, Equatable, Sendable {
    public init() {}
}

/// Every check at once: for a front end with one person at it (the command line, tests).
public struct UnlimitedPasswordChecks: PasswordCheckTurns {
    public init() {}

    public func run<T: Sendable>(from address: String, _ check: () async throws -> T) async throws -> T {
        try await check()
    }
}
