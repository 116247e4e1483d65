public import Foundation
import MoviesData
public import MoviesDomain

/// What a program cannot ask of a server: accounts are made and changed on its pages, and sessions, access
/// tokens and attempt counts are the server's own.
extension ServerMemberStore {
    public func add(_ user: User, passwordHash: String) async throws { throw unsupported("signing up") }

    /// The member the token acts for, when that is who is asked for.
    public func user(withID id: User.ID) async throws -> User? {
        let me = try await signedInMember()
        return me.id == id ? me : nil
    }

    public func account(named name: UserName) async throws -> (user: User, passwordHash: String)? {
        throw unsupported("accounts by name")
    }

    public func rename(_ id: User.ID, to name: UserName) async throws { throw unsupported("renaming") }
    public func changeFullName(of id: User.ID, to fullName: FullName) async throws { throw unsupported("settings") }
    public func changePasswordHash(of id: User.ID, to passwordHash: String) async throws {
        throw unsupported("settings")
    }
    public func delete(_ id: User.ID) async throws { throw unsupported("deleting an account") }

    public func setSession(_ key: String, value: Data, user: User.ID?, expires: Date) async throws {
        throw unsupported("sessions")
    }
    public func session(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)? {
        throw unsupported("sessions")
    }
    public func removeSession(_ key: String) async throws { throw unsupported("sessions") }
    public func sessions(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)] {
        throw unsupported("sessions")
    }
    public func removeSessions(of user: User.ID, keepingNewest count: Int) async throws {
        throw unsupported("sessions")
    }
    public func removeSessions(of user: User.ID, except key: String?) async throws { throw unsupported("sessions") }
    public func removeSessions(expiredBefore time: Date) async throws -> Int { throw unsupported("sessions") }

    public func markUsed(_ id: AccessToken.ID, at date: Date) async throws { throw unsupported("tokens") }

    public func addToken(_ token: AccessToken, digest: String, limit: Int) async throws -> Bool {
        throw unsupported("tokens")
    }
    public func token(withDigest digest: String, at now: Date) async throws -> AccessToken? {
        throw unsupported("tokens")
    }
    public func tokens(of member: User.ID, at now: Date) async throws -> [AccessToken] { throw unsupported("tokens") }
    public func removeToken(_ id: AccessToken.ID, of member: User.ID) async throws -> Bool {
        throw unsupported("tokens")
    }

    /// The server counts a program's attempts itself: nothing is counted here.
    public func countAttempt(under limits: [AttemptLimit], at time: Date) async throws -> Date? { nil }
    public func forgetAttempt(under key: String, at time: Date) async throws {}
    public func forgetAttempts(under key: String) async throws {}
}
