public import Foundation
public import MoviesDomain

/// Each media server's webhook, as its makers document it:
/// - Jellyfin's Webhook plugin (Generic destination, "Playback Stop", "Send All Properties"): `NotificationType`,
///   `ItemType`, `Name`, `Year`, `Provider_imdb`, `Provider_tmdb`, `PlayedToCompletion`,
///   `PlaybackPositionTicks` and `RunTimeTicks`, `Timestamp` (the server's local time) and `UtcTimestamp`;
/// - Plex's webhooks (the form's `payload`): `event` `media.scrobble` (sent at 90%), `user`, and `Metadata`'s
///   `type`, `title`, `year`, `Guid` (`imdb://…`, `tmdb://…`; older agents' `guid`), `lastViewedAt`;
/// - Emby's webhooks (JSON, or a form's `data`): `Event` `playback.stop`, `Date`, `Item`'s `Type`, `Name`,
///   `ProductionYear`, `ProviderIds`, `RunTimeTicks`, and `PlaybackInfo`'s `PlayedToCompletion` and
///   `PositionTicks`;
/// - this site's plain form, for Kodi and anything else: `imdb`, `tmdb`, `title`, `year`, `watched_at`,
///   `rating`.
public struct MediaServerPayloads: PlayPayloadReader {
    /// How much of a film is a watch, where a server says how far it got rather than whether it finished.
    static let watchedShare = 0.9

    public init() {}

    public func read(
        _ json: Data, from source: WatchSource, receivedAt time: Date
    ) throws(PlayPayloadError) -> PlayReport? {
        guard let fields = JSONFields(json: json) else { throw .notJSON }
        switch source {
        case .jellyfin: return jellyfin(fields, time)
        case .plex: return plex(fields, time)
        case .emby: return emby(fields, time)
        case .player, .trakt, .netflix: return try plain(fields, time)
        }
    }

    private func jellyfin(_ fields: JSONFields, _ time: Date) -> PlayReport? {
        guard fields.text("NotificationType")?.lowercased() == "playbackstop" else { return nil }
        let film = hint(
            title: fields.text("Name"), year: fields.integer("Year"), imdb: fields.text("Provider_imdb"),
            tmdb: fields.text("Provider_tmdb"))
        let outcome = Self.outcome(
            type: fields.text("ItemType"), completed: fields.flag("PlayedToCompletion"),
            position: fields.number("PlaybackPositionTicks"), length: fields.number("RunTimeTicks"))
        let watched = fields.text("UtcTimestamp").flatMap(ISO8601Time.date) ?? time
        let day = Self.day(written: fields.text("Timestamp"), else: watched)
        return PlayReport(source: .jellyfin, film: film, watched: watched, day: day, outcome: outcome)
    }

    private func plex(_ fields: JSONFields, _ time: Date) -> PlayReport? {
        // Another account's play on a shared server is theirs, not this member's.
        guard fields.text("event") == "media.scrobble", fields.flag("user") ?? true,
            let metadata = fields.object("Metadata")
        else { return nil }
        var ids = metadata.array("Guid").compactMap { $0.text("id") }
        if let legacy = metadata.text("guid") { ids.append(legacy) }
        let film = hint(
            title: metadata.text("title"), year: metadata.integer("year"), imdb: Self.id(in: ids, "imdb"),
            tmdb: Self.id(in: ids, "tmdb") ?? Self.id(in: ids, "themoviedb"))
        let type = metadata.text("type")
        let outcome: PlayReport.Outcome = type?.lowercased() == "movie" ? .watched : Self.notAFilm(type)
        let watched = metadata.number("lastViewedAt").map { Date(timeIntervalSince1970: $0) } ?? time
        let rating = metadata.number("userRating").map { Int($0.rounded()) }.flatMap {
            WatchDetails.ratings.contains($0) ? $0 : nil
        }
        return PlayReport(
            source: .plex, film: film, watched: watched, day: CalendarDay(watched, in: .gmt), outcome: outcome,
            rating: rating)
    }

    private func emby(_ fields: JSONFields, _ time: Date) -> PlayReport? {
        guard fields.text("Event")?.lowercased() == "playback.stop", let item = fields.object("Item") else {
            return nil
        }
        let ids = item.object("ProviderIds")
        let film = hint(
            title: item.text("Name"), year: item.integer("ProductionYear"), imdb: ids?.text("Imdb"),
            tmdb: ids?.text("Tmdb"))
        let playback = fields.object("PlaybackInfo")
        let outcome = Self.outcome(
            type: item.text("Type"), completed: playback?.flag("PlayedToCompletion"),
            position: playback?.number("PositionTicks"), length: item.number("RunTimeTicks"))
        let written = fields.text("Date")
        let watched = written.flatMap(ISO8601Time.date) ?? time
        return PlayReport(
            source: .emby, film: film, watched: watched, day: Self.day(written: written, else: watched),
            outcome: outcome)
    }

    /// This site's own form: every field checked, and one that is wrong refused by name.
    private func plain(_ fields: JSONFields, _ time: Date) throws(PlayPayloadError) -> PlayReport {
        let imdb = fields.text("imdb")
        if let imdb, FilmIdentifiers.imdb(imdb) == nil { throw .field("imdb", "an IMDb id: tt and 7 to 10 digits") }
        let tmdb = fields.text("tmdb")
        if fields.has("tmdb"), tmdb.flatMap(Self.tmdb) == nil { throw .field("tmdb", "TMDB's number for the film") }
        let year = fields.integer("year")
        if fields.has("year"), !(year.map { (1870...2200).contains($0) } ?? false) {
            throw .field("year", "a year from 1870 to 2200")
        }
        if fields.has("title"), fields.text("title") == nil { throw .field("title", "the film's title, as text") }
        guard let film = hint(title: fields.text("title"), year: year, imdb: imdb, tmdb: tmdb) else {
            throw .field("imdb", "needed, or tmdb, or title and year: the play names no film")
        }
        var watched = time
        var day = CalendarDay(time, in: .gmt)
        if fields.has("watched_at") {
            guard let text = fields.text("watched_at"), let date = ISO8601Time.date(text) else {
                throw .field("watched_at", "a time as ISO 8601 writes it: 2024-03-12T21:40:00Z")
            }
            (watched, day) = (date, Self.day(written: text, else: date))
        }
        let rating = fields.integer("rating")
        if fields.has("rating"), !(rating.map(WatchDetails.ratings.contains) ?? false) {
            throw .field("rating", "a whole number from 1 to 10")
        }
        return PlayReport(source: .player, film: film, watched: watched, day: day, outcome: .watched, rating: rating)
    }

    /// The film a payload names, or nil when it names none: its ids where they are ids, its title and year.
    private func hint(title: String?, year: Int?, imdb: String?, tmdb: String?) -> FilmHint? {
        let imdb = imdb.flatMap(FilmIdentifiers.imdb)
        let tmdb = tmdb.flatMap(Self.tmdb)
        let year = year.flatMap { (1870...2200).contains($0) ? $0 : nil }
        guard let title = title ?? imdb ?? tmdb.map({ "TMDB \($0)" }) else { return nil }
        return FilmHint(title: title, year: year, imdbID: imdb, tmdbID: tmdb)
    }

    /// A film watched, stopped, or not a film, from what Jellyfin and Emby say of it.
    static func outcome(type: String?, completed: Bool?, position: Double?, length: Double?) -> PlayReport.Outcome {
        guard type?.lowercased() == "movie" else { return notAFilm(type) }
        if completed == true { return .watched }
        guard let position, let length, length > 0 else { return .unfinished(percent: nil) }
        let share = min(1, max(0, position / length))
        return share >= watchedShare ? .watched : .unfinished(percent: Int((share * 100).rounded(.down)))
    }

    static func notAFilm(_ type: String?) -> PlayReport.Outcome {
        switch type?.lowercased() {
        case "episode": .notAFilm("an episode")
        case "audio", "track": .notAFilm("a track")
        case "trailer", "clip": .notAFilm("a trailer")
        case nil: .notAFilm("something the server did not name")
        case let other?: .notAFilm("a \(other.prefix(20))")
        }
    }

    /// The day a time was written on: its own date where it carries its zone (the server's evening is that
    /// evening), else the UTC day of `date`.
    static func day(written text: String?, else date: Date) -> CalendarDay {
        if let text, text.count > 19, !text.hasSuffix("Z"), let day = try? CalendarDay(String(text.prefix(10))) {
            return day
        }
        return CalendarDay(date, in: .gmt)
    }

    /// `imdb://tt0113277`, `tmdb://949`, `com.plexapp.agents.imdb://tt0113277?lang=en`: the id of `agent`.
    static func id(in guids: [String], _ agent: String) -> String? {
        for guid in guids {
            let parts = guid.lowercased().components(separatedBy: "://")
            guard parts.count == 2, parts[0] == agent || parts[0].hasSuffix(".\(agent)") else { continue }
            return String(parts[1].prefix { $0 != "?" && $0 != "/" })
        }
        return nil
    }

    static func tmdb(_ text: String) -> Int? {
        guard text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number > 0
        else { return nil }
        return number
    }
}
