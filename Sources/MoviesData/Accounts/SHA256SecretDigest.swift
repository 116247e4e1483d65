import Crypto
import Foundation
public import MoviesDomain

/// A secret's SHA-256, as lowercase hex: how access tokens are kept and looked up.
public struct SHA256SecretDigest: SecretDigest {
    public init() {}

    public func digest(_ secret: String) -> String {
        SHA256.hash(data: Array(secret.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
