public import Foundation

/// The access tokens `movies login` keeps, one a server with the id of the member it acts for (a token's
/// member never changes, so a command need not ask), in `$XDG_CONFIG_HOME/movies/servers.json` (else
/// `~/.config/movies/`): the file readable by its owner only (0600), its folder 0700.
///
/// The file is never reached through a symbolic link, is written whole to a new file that then takes its
/// name (a crash leaves the old file or the new, never half of one), and is refused, with how to fix it,
/// when it or its folder may be written by someone else or cannot be read: a file that cannot be read is
/// never overwritten, since it may hold other servers' tokens.
public struct ServerCredentials: Sendable {
    public let file: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        file = config.appendingPathComponent("movies").appendingPathComponent("servers.json")
    }

    /// What is kept for one server: the token, and the id of the member it acts for (nil in a file written
    /// before it was kept, where a command asks the server).
    struct Entry: Codable, Equatable {
        let token: String
        let member: String?

        init(token: String, member: String?) {
            self.token = token
            self.member = member
        }

        /// The token alone, as files kept it before the member.
        init(from decoder: any Decoder) throws {
            if let token = try? decoder.singleValueContainer().decode(String.self) {
                self.init(token: token, member: nil)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                token: try container.decode(String.self, forKey: .token),
                member: try container.decodeIfPresent(String.self, forKey: .member))
        }
    }

    /// The token kept for `server`, if any.
    public func token(for server: URL) throws(ConfigurationError) -> String? {
        try entries()[Self.key(server)]?.token
    }

    /// The id on `server` of the member its kept token acts for, if it is known.
    public func member(for server: URL) throws(ConfigurationError) -> String? {
        try entries()[Self.key(server)]?.member
    }

    /// Every server a token is kept for, by its address.
    public func servers() throws(ConfigurationError) -> [(server: URL, token: String)] {
        try entries().sorted { $0.key < $1.key }.compactMap { key, entry in URL(string: key).map { ($0, entry.token) } }
    }

    /// Keeps `token` for `server`, acting for `member`; answers the token it replaces, if there was one.
    @discardableResult
    public func keep(_ token: String, member: String?, for server: URL) throws(ConfigurationError) -> String? {
        var entries = try entries()
        let replaced = entries.updateValue(Entry(token: token, member: member), forKey: Self.key(server))?.token
        try write(entries)
        return replaced == token ? nil : replaced
    }

    /// Forgets `server`'s token; answers whether there was one.
    @discardableResult
    public func forget(_ server: URL) throws(ConfigurationError) -> Bool {
        var entries = try entries()
        guard entries.removeValue(forKey: Self.key(server)) != nil else { return false }
        try write(entries)
        return true
    }

    private func entries() throws(ConfigurationError) -> [String: Entry] {
        guard let data = try SecureFile(file).read() else { return [:] }
        guard let entries = try? JSONDecoder().decode([String: Entry].self, from: data) else {
            throw ConfigurationError(
                "\(file.path) is not the list of tokens Movies writes; fix it or remove it (other servers' tokens in it are kept until then)"
            )
        }
        return entries
    }

    private func write(_ entries: [String: Entry]) throws(ConfigurationError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(entries) else { throw ConfigurationError("cannot encode the tokens") }
        try SecureFile(file).replace(with: data)
    }

    /// A server by its scheme, host and port, whatever path or trailing slash it was given with.
    static func key(_ server: URL) -> String {
        var components = URLComponents()
        components.scheme = server.scheme?.lowercased()
        components.host = server.host?.lowercased()
        components.port = server.port
        return components.string ?? server.absoluteString
    }
}
