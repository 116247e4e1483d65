/// Refused before it was tried: a limit of ``AccountLimits`` is spent for now.
public struct TooManyAttempts: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Wrong passwords for one name, or from one address across names.
        case wrongPasswords
        /// Password checks from one address (each costs the server a quarter second of a core).
        case passwordChecks
        /// New accounts from one address.
        case signUps
        /// Changes by one member (saves, reviews, settings).
        case writes
        /// Exports by one member (each reads their whole account and writes a zip).
        case exports
        /// Files one member sent to import, dry runs and refused ones too (each is read and matched).
        case uploads
    }

    public let reason: Reason
    /// Seconds until trying again may work.
    public let retryAfter: Int

    public init(_ reason: Reason, retryAfter: Int) {
        self.reason = reason
        self.retryAfter = max(1, retryAfter)
    }

    public var description: String {
        switch reason {
        case .wrongPasswords: "too many wrong passwords; try again in \(retryAfter) s"
        case .passwordChecks: "too many password checks from this address; try again in \(retryAfter) s"
        case .signUps: "too many new accounts from this address; try again in \(retryAfter) s"
        case .writes: "too many changes at once; try again in \(retryAfter) s"
        case .exports: "too many exports in an hour; try again in \(retryAfter) s"
        case .uploads: "too many files sent to import in an hour; try again in \(retryAfter) s"
        }
    }
}
