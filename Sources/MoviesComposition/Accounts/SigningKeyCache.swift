import MoviesData
import Synchronization

/// A signing key read from the store on first use and kept: a server that started while its database
/// was away signs nothing until it can read the key every server shares.
final class SigningKeyCache: Sendable {
    private let store: any SigningKeyStore
    private let name: String
    private let kept = Mutex<[UInt8]?>(nil)

    init(store: any SigningKeyStore, name: String) {
        self.store = store
        self.name = name
    }

    func key() async throws -> [UInt8] {
        if let key = kept.withLock({ $0 }) { return key }
        let key = try await store.signingKey(named: name)
        kept.withLock { $0 = key }
        return key
    }
}
