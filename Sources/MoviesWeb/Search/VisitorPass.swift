import Crypto
import Foundation

/// Visitor ids the server issued: `id.signature`, where the signature is an HMAC-SHA256 of the id under
/// the server's key (128 bits of it). A made-up or altered cookie does not verify, so nobody can save
/// history under an id the server did not hand out.
struct VisitorPass: Sendable {
    private let key: SymmetricKey

    init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// A new id with its signature: the cookie's value.
    func issue() -> (id: String, cookie: String) {
        var generator = SystemRandomNumberGenerator()
        let id = Hex.string([UInt64](arrayLiteral: generator.next(), generator.next()).flatMap(\.bigEndianBytes))
        return (id, id + "." + Hex.string(signature(of: id)))
    }

    /// The id a cookie carries, if the server signed it.
    func id(fromCookie cookie: String) -> String? {
        let parts = cookie.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 32, Hex.isLowercase(parts[0]),
            let claimed = Hex.bytes(parts[1]), claimed.count == 16
        else { return nil }
        let id = String(parts[0])
        let expected = signature(of: id)
        // Compared in full whatever differs, so timing tells nothing of the right signature.
        return zip(claimed, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0 ? id : nil
    }

    private func signature(of id: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Data(id.utf8), using: key).prefix(16))
    }
}

extension UInt64 {
    fileprivate var bigEndianBytes: [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: self >> (56 - 8 * $0)) } }
}
