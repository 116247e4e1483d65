/// Secrets the servers sign with, shared through the store so every server sharing it signs alike.
public protocol SigningKeyStore: Sendable {
    /// The 32-byte secret called `name`, made from the system's random source the first time any server
    /// asks for it; every later call, from any server, gets the same bytes.
    func signingKey(named name: String) async throws -> [UInt8]
}
