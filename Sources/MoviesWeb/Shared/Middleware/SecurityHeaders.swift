/// Headers every answer carries: no inline script may run, nothing is framed or sniffed, and no address
/// (a search's words, a film a member looks at) is sent to another site as a referrer.
enum SecurityHeaders {
    /// A year of HTTPS only, for a site served over HTTPS (`--secure-cookies`).
    static let strictTransportSecurity = "max-age=31536000"

    static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            + "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    }

    /// Name and value of each, for answers written below the router.
    static var all: [(name: String, value: String)] {
        [
            ("Content-Security-Policy", contentSecurityPolicy), ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
        ]
    }
}
