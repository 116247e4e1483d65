public import Foundation

/// Makes, finds and revokes a member's access tokens. The password is checked before this is asked to make
/// one (by whoever counts the attempts); here the token is made, kept by its digest, and read back.
public struct AccessTokensUseCase: Sendable {
    public static let maxLabelLength = 60
    /// Bytes of UTF-8 a label holds at most, so no character can hide a hundred marks.
    public static let maxLabelBytes = maxLabelLength * 8
    public static let maxDays = 365
    public static let maxTokens = 20
    /// Every secret starts so, which lets a secret scanner or a person tell one from a password.
    public static let secretPrefix = "movies_"

    private let tokens: any AccessTokensRepository
    private let digest: any SecretDigest
    private let now: @Sendable () -> Date

    public init(
        tokens: any AccessTokensRepository, digest: any SecretDigest,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.tokens = tokens
        self.digest = digest
        self.now = now
    }

    /// A new token for `member`, and its secret (shown this once).
    public func issue(
        for member: User.ID, label: String, scope: AccessToken.Scope, expiresInDays days: Int?
    ) async throws -> (token: AccessToken, secret: String) {
        let label = try Self.checked(label: label)
        if let days, !(1...Self.maxDays).contains(days) { throw AccessTokenError.invalidExpiry }
        let created = now()
        let token = AccessToken(
            id: .make(), member: member, label: label, scope: scope, created: created,
            expires: days.map { created.addingTimeInterval(Double($0) * 86_400) })
        let secret = Self.secretPrefix + Self.randomText()
        guard try await tokens.addToken(token, digest: digest.digest(secret), limit: Self.maxTokens) else {
            throw AccessTokenError.tooMany
        }
        return (token, secret)
    }

    /// How finely a token's last use is kept: a program making many requests writes it once a period.
    public static let lastUseResolution: TimeInterval = 300

    /// The token `secret` is, unless it is unknown, revoked or expired; its use is noted.
    public func token(forSecret secret: String) async throws -> AccessToken? {
        guard secret.hasPrefix(Self.secretPrefix), secret.utf8.count < 200 else { return nil }
        let now = now()
        guard let token = try await tokens.token(withDigest: digest.digest(secret), at: now) else { return nil }
        if token.lastUsed.map({ now.timeIntervalSince($0) >= Self.lastUseResolution }) ?? true {
            try? await tokens.markUsed(token.id, at: now)
        }
        return token
    }

    public func tokens(of member: User.ID) async throws -> [AccessToken] {
        try await tokens.tokens(of: member, at: now())
    }

    public func revoke(_ id: AccessToken.ID, of member: User.ID) async throws {
        guard try await tokens.removeToken(id, of: member) else { throw AccessTokenError.notFound }
    }

    /// `label` trimmed, or ``AccessTokenError/invalidLabel``: for a form to check before it asks for a password.
    /// Its length is counted as the API counts it (``ShownText/length(of:)``), and bounded in bytes too.
    /// Control, bidirectional and invisible format characters (U+200B, U+FEFF, tags, line separators) are refused; the joiner inside an emoji stays.
    public static func checked(label: String) throws -> String {
        let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...maxLabelLength).contains(ShownText.length(of: trimmed)), trimmed.utf8.count <= maxLabelBytes,
            !trimmed.unicodeScalars.contains(where: isHidden)
        else { throw AccessTokenError.invalidLabel }
        return trimmed
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar != "\u{200D}"
        default: scalar.properties.isBidiControl
        }
    }

    /// 32 random bytes (the system's cryptographic generator) as base64url, 43 characters.
    private static func randomText() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
