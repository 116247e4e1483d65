/// The address each media server posts to, for a play token: `{site}/api/plays/jellyfin/{token}`.
public struct PlayAddresses: Sendable, Equatable {
    public let jellyfin: String
    public let plex: String
    public let emby: String
    /// Kodi, or anything else posting this site's plain form.
    public let json: String

    /// `site` is where the media servers reach this site (`http://den.local:8080`), without a trailing `/`.
    public init(site: String, token: String) {
        let base = site.hasSuffix("/") ? String(site.dropLast()) : site
        jellyfin = "\(base)/api/plays/jellyfin/\(token)"
        plex = "\(base)/api/plays/plex/\(token)"
        emby = "\(base)/api/plays/emby/\(token)"
        json = "\(base)/api/plays/json/\(token)"
    }

    /// Each address by the name a media server's path gives it, in the order the pages show them.
    public var all: [(server: String, address: String)] {
        [("jellyfin", jellyfin), ("plex", plex), ("emby", emby), ("json", json)]
    }
}
