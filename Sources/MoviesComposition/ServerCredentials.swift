public import Foundation

/// The access tokens `movies login` keeps, one a server, in `$XDG_CONFIG_HOME/movies/servers.json` (else
/// `~/.config/movies/`): the file readable by its owner only (0600), its folder 0700.
public struct ServerCredentials: Sendable {
    public let file: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config")
        file = config.appendingPathComponent("movies").appendingPathComponent("servers.json")
    }

    /// The token kept for `server`, if any.
    public func token(for server: URL) -> String? {
        entries()[Self.key(server)]
    }

    public func keep(_ token: String, for server: URL) throws(ConfigurationError) {
        var entries = entries()
        entries[Self.key(server)] = token
        try write(entries)
    }

    /// Forgets `server`'s token; answers whether there was one.
    @discardableResult
    public func forget(_ server: URL) throws(ConfigurationError) -> Bool {
        var entries = entries()
        guard entries.removeValue(forKey: Self.key(server)) != nil else { return false }
        try write(entries)
        return true
    }

    private func entries() -> [String: String] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    private func write(_ entries: [String: String]) throws(ConfigurationError) {
        let manager = FileManager.default
        do {
            try manager.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(entries)
            // Made with its mode, never readable by others even for a moment.
            if !manager.fileExists(atPath: file.path) {
                _ = manager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: data)
        } catch {
            throw ConfigurationError("cannot keep the token in \(file.path): \(error.localizedDescription)")
        }
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
