public import Foundation
public import MoviesData
public import MoviesDomain

/// A session as the store keeps it.
struct StoredSession: Sendable {
    let value: Data
    let user: User.ID?
    let expires: Date
}

extension InMemoryMemberStore: SessionsRepository {
    public func setSession(_ key: String, value: Data, user: User.ID?, expires: Date) async throws {
        sessions[key] = StoredSession(value: value, user: user, expires: expires)
    }

    public func session(_ key: String, at now: Date) async throws -> (value: Data, expires: Date)? {
        guard let session = sessions[key], session.expires >= now else { return nil }
        return (session.value, session.expires)
    }

    public func removeSession(_ key: String) async throws {
        sessions[key] = nil
    }

    public func sessions(of user: User.ID, at now: Date) async throws -> [(key: String, value: Data, expires: Date)] {
        sessions.filter { $0.value.user == user && $0.value.expires >= now }
            .sorted { $0.value.expires > $1.value.expires }
            .map { ($0.key, $0.value.value, $0.value.expires) }
    }

    public func removeSessions(of user: User.ID, keepingNewest count: Int) async throws {
        for old in try await sessions(of: user, at: .distantPast).dropFirst(count) { sessions[old.key] = nil }
    }

    public func removeSessions(of user: User.ID, except key: String?) async throws {
        sessions = sessions.filter { $0.value.user != user || $0.key == key }
    }

    @discardableResult
    public func removeSessions(expiredBefore time: Date) async throws -> Int {
        let expired = sessions.filter { $0.value.expires < time }.map(\.key)
        for key in expired { sessions[key] = nil }
        return expired.count
    }
}

extension InMemoryMemberStore: AttemptsRepository {
    public func countAttempt(under limits: [AttemptLimit], at time: Date) async throws -> Date? {
        await attempts.countAttempt(under: limits, at: time)
    }

    public func forgetAttempt(under key: String, at time: Date) async throws {
        await attempts.forgetAttempt(under: key, at: time)
    }

    public func forgetAttempts(under key: String) async throws {
        await attempts.forgetAttempts(under: key)
    }
}

extension InMemoryMemberStore: MemberStore {}
