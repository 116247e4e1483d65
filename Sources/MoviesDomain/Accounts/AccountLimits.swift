public import Foundation

/// How much one name, one address and one member may do: what keeps a patient attacker's guesses, sign-ups
/// and writes small, and a real member able to sign in while someone floods. The README states them.
public struct AccountLimits: Sendable, Equatable {
    /// Wrong passwords for one name (sign-in, a password change, account deletion) within the window.
    public var wrongPasswordsPerName = 5
    /// Wrong passwords from one address, across every name it tries (spraying one password).
    public var wrongPasswordsPerAddress = 30
    public var wrongPasswordWindow: TimeInterval = 15 * 60
    /// Password checks from one address a minute, right or wrong, on one server: each is a bcrypt.
    public var passwordChecksPerAddressPerMinute = 20
    /// Password checks running at once on one server, and waiting for a turn; beyond, a fast 503.
    public var passwordChecksAtOnce = max(2, ProcessInfo.processInfo.activeProcessorCount)
    public var passwordChecksWaiting = 16
    /// Password checks of one address running or waiting at once: a flood from one address holds one
    /// turn, never all of them.
    public var passwordChecksAtOncePerAddress = 1
    /// New accounts from one address an hour.
    public var signUpsPerAddressPerHour = 5
    /// Changes (saves, reviews, settings) by one member a minute.
    public var writesPerMemberPerMinute = 60
    /// Exports of one member's whole account an hour: each reads everything they keep.
    public var exportsPerMemberPerHour = 10
    /// Files sent to import by one member an hour, dry runs and refused ones too: each is read and matched.
    public var uploadsPerMemberPerHour = 30

    public init() {}

    public func wrongPasswords(forName key: String) -> AttemptLimit {
        AttemptLimit(key: "password:\(key)", count: wrongPasswordsPerName, window: wrongPasswordWindow)
    }

    public func wrongPasswords(fromAddress address: String) -> AttemptLimit {
        AttemptLimit(key: "password-from:\(address)", count: wrongPasswordsPerAddress, window: wrongPasswordWindow)
    }

    public func signUps(fromAddress address: String) -> AttemptLimit {
        AttemptLimit(key: "signup-from:\(address)", count: signUpsPerAddressPerHour, window: 60 * 60)
    }

    public func exports(by member: User.ID) -> AttemptLimit {
        AttemptLimit(key: "export:\(member.rawValue)", count: exportsPerMemberPerHour, window: 60 * 60)
    }

    public func uploads(by member: User.ID) -> AttemptLimit {
        AttemptLimit(key: "upload:\(member.rawValue)", count: uploadsPerMemberPerHour, window: 60 * 60)
    }

    public func writes(by member: User.ID) -> AttemptLimit {
        AttemptLimit(key: "write:\(member.rawValue)", count: writesPerMemberPerMinute, window: 60)
    }
}
