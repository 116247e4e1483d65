public import MoviesDomain

/// The words of plays a media server posts: where a watch was recorded, and the plays' pages.
public struct PlaysStrings: Sendable {
    /// "Jellyfin", "Plex", "Emby", "a player", "Trakt", "Netflix".
    public let sourceName: @Sendable (WatchSource) -> String
    /// "from Jellyfin", beside a watch.
    public let from: @Sendable (_ source: String) -> String

    /// "from Jellyfin" for a watch recorded there.
    public func from(_ source: WatchSource) -> String { from(sourceName(source)) }
}

extension Strings {
    public var plays: PlaysStrings {
        switch language {
        case .english:
            PlaysStrings(
                sourceName: { $0 == .player ? "a player" : Self.brand($0) }, from: { "from \($0)" })
        case .spanish:
            PlaysStrings(
                sourceName: { $0 == .player ? "un reproductor" : Self.brand($0) }, from: { "desde \($0)" })
        case .korean:
            PlaysStrings(sourceName: { $0 == .player ? "플레이어" : Self.brand($0) }, from: { "\($0)에서" })
        }
    }

    /// A service's own name, the same in every language.
    private static func brand(_ source: WatchSource) -> String {
        switch source {
        case .jellyfin: "Jellyfin"
        case .plex: "Plex"
        case .emby: "Emby"
        case .player: "Kodi"
        case .trakt: "Trakt"
        case .netflix: "Netflix"
        }
    }
}
