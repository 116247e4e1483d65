/// Where a watch was recorded, when it was not logged here by hand: a media server's play ("from
/// Jellyfin"), another player posting plays, or another tracker's history it was imported from.
public enum WatchSource: String, Sendable, CaseIterable {
    case jellyfin, plex, emby
    /// Kodi, or anything else that posts plays in this site's own plain form.
    case player
    case trakt, netflix
}
