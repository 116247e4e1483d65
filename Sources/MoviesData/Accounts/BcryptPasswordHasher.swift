import HummingbirdBcrypt
public import MoviesDomain
import NIOPosix
import Synchronization

/// bcrypt, on NIO's blocking thread pool: a hash takes about a quarter of a second at cost 12, which would
/// hold up every request sharing the event loop or the task executor.
public final class BcryptPasswordHasher: PasswordHasher {
    public static let defaultCost: UInt8 = 12
    public static let costs: ClosedRange<UInt8> = 4...31

    private let cost: UInt8
    /// A hash to check against when there is no account, made at the first such check, so a name that
    /// does not exist takes as long as a wrong password.
    private let decoy = Mutex<String?>(nil)

    /// `cost` is clamped into ``costs``; lower than 12 only in tests.
    public init(cost: UInt8 = defaultCost) {
        self.cost = min(max(cost, Self.costs.lowerBound), Self.costs.upperBound)
    }

    public func hash(_ password: Password) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password.text, cost: cost) }
    }

    public func verify(_ password: String, against hash: String?) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { [self] in
            let stored =
                hash
                ?? decoy.withLock { decoy in
                    if let decoy { return decoy }
                    let made = Bcrypt.hash("no account has this password", cost: cost)
                    decoy = made
                    return made
                }
            // bcrypt reads 72 bytes and stops at NUL; no password that long or with a control character
            // was ever accepted, so none such may match a shorter one's hash.
            let matches = Bcrypt.verify(password, hash: stored)
            return hash != nil && matches && password.utf8.count <= Password.maximumBytes
                && !Password.hasControlCharacter(password)
        }
    }
}
