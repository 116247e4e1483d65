import Foundation

/// Where a PostgreSQL database is, read from a `postgres://` or `postgresql://` URL:
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE`. Its ``description`` names the server and
/// the database, never the password.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the connection is encrypted: libpq's `sslmode` values.
    public enum TLSMode: String, Sendable, CaseIterable {
        case disable, allow, prefer, require
        case verifyCA = "verify-ca"
        case verifyFull = "verify-full"
    }

    /// Why a URL was not understood; each reads as one line and never shows the password.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public let host: String
    public let port: Int
    public let user: String
    public let password: String?
    public let database: String
    public let tls: TLSMode

    /// Whether `text` is meant as a PostgreSQL URL rather than a file path.
    public static func isURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    public init(url text: String) throws(Invalid) {
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw Invalid(
                description: "the database URL is not a postgres:// URL (postgres://user:password@host:port/database)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw Invalid(description: "the database URL names no host (postgres://user:password@host:port/database)")
        }
        guard let user = components.user, !user.isEmpty else {
            throw Invalid(description: "the database URL names no user (postgres://user:password@host:port/database)")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw Invalid(
                description: "the database URL names no database (postgres://user:password@host:port/database)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
            throw Invalid(description: "the database URL's port must be from 1 to 65535")
        }
        var tls = TLSMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode" else {
                throw Invalid(
                    description: "the database URL's option '\(item.name.prefix(40))' is not known (only sslmode)")
            }
            guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                let modes = TLSMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw Invalid(description: "sslmode must be one of \(modes)")
            }
            tls = mode
        }
        self.host = host
        self.port = port
        self.user = user
        self.password = components.password
        self.database = database.removingPercentEncoding ?? database
        self.tls = tls
    }

    /// `host:port/database`: how errors and logs name the database.
    public var description: String { "\(host):\(port)/\(database)" }
}
