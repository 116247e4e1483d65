import Foundation
import MoviesDomain

/// A member's signed-in browsers as the web keeps them: sessions in the store, each a ``WebSession``.
struct WebSessionsRepository: SignedInSessionsRepository {
    let storage: any SessionsRepository

    func sessions(of member: User.ID) async throws -> [SignedInSession] {
        try await storage.sessions(of: member, at: Date()).map { stored in
            let session = try? JSONDecoder().decode(WebSession.self, from: stored.value)
            return SignedInSession(key: stored.key, device: session?.device, signedInAt: session?.signedInAt)
        }
    }

    func signOut(_ member: User.ID, except key: String?) async throws {
        try await storage.removeSessions(of: member, except: key)
    }
}
