import Foundation
import MoviesData
import MoviesDomain
import Testing

/// Each media server's webhook body, written as its makers document it (Jellyfin's Webhook plugin with
/// "Send All Properties", Plex's `payload`, Emby's `playback.stop`, and this site's plain form), read into
/// a play: the film by its ids, whether it was watched to the end, and its day.
@Suite struct PlayPayloadTests {
    let reader = MediaServerPayloads()
    let received = Date(timeIntervalSince1970: 1_710_000_000)

    func read(_ json: String, _ source: WatchSource) throws -> PlayReport? {
        try reader.read(Data(json.utf8), from: source, receivedAt: received)
    }

    static func jellyfin(
        type: String = "Movie", event: String = "PlaybackStop", completed: String = "true",
        position: Int = 72_000_000_000, ids: Bool = true
    ) -> String {
        """
        {"ServerId": "4a1b", "ServerName": "den", "ServerVersion": "10.9.11", "ServerUrl": "http://den:8096",
         "NotificationType": "\(event)", "Timestamp": "2024-03-01T23:30:12.1234567-05:00",
         "UtcTimestamp": "2024-03-02T04:30:12.1234567Z", "Name": "Heat", "Overview": "A group of…",
         "Tagline": "A Los Angeles crime saga", "ItemId": "8e2f", "ItemType": "\(type)",
         "RunTimeTicks": 102000000000, "RunTime": "02:50:00", "Year": 1995, "PremiereDate": "1995-12-15",
         \(ids ? #""Provider_imdb": "tt0113277", "Provider_tmdb": "949","# : "")
         "Video_0_Title": "1080p H264", "Audio_0_Language": "eng",
         "PlaybackPositionTicks": \(position), "PlaybackPosition": "02:00:00", "MediaSourceId": "8e2f",
         "IsPaused": false, "IsAutomated": false, "DeviceId": "tv-1", "DeviceName": "Living room",
         "ClientName": "Jellyfin Android TV", "PlayedToCompletion": \(completed),
         "NotificationUsername": "ana", "UserId": "u-1"}
        """
    }

    @Test func jellyfinsPlaybackStopIsAWatchWhenPlayedToItsEndOr90Percent() throws {
        let play = try #require(try read(Self.jellyfin(), .jellyfin))
        #expect(play.outcome == .watched)
        #expect(play.film == FilmHint(title: "Heat", year: 1995, imdbID: "tt0113277", tmdbID: 949))
        #expect(play.day.description == "2024-03-01", "the server's evening, not the UTC day after")
        #expect(abs(play.watched.timeIntervalSince1970 - 1_709_353_812.123) < 0.001, "UtcTimestamp, to the millisecond")
        let nearly = try read(Self.jellyfin(completed: "false", position: 95_000_000_000), .jellyfin)
        #expect(nearly?.outcome == .watched, "93% of its length")
        let half = try read(Self.jellyfin(completed: "\"False\"", position: 51_000_000_000), .jellyfin)
        #expect(half?.outcome == .unfinished(percent: 50))
        #expect(try read(Self.jellyfin(type: "Episode"), .jellyfin)?.outcome == .notAFilm("an episode"))
        #expect(try read(Self.jellyfin(event: "PlaybackStart"), .jellyfin) == nil, "not a play's end")
        let bare = try read(Self.jellyfin(ids: false), .jellyfin)
        #expect(bare?.film == FilmHint(title: "Heat", year: 1995), "no ids: its title and year")
    }

    static func plex(
        event: String = "media.scrobble", user: Bool = true, type: String = "movie",
        guids: String = #""Guid": [{"id": "imdb://tt0113277"}, {"id": "tmdb://949"}, {"id": "tvdb://1"}],"#
    )
        -> String
    {
        """
        {"event": "\(event)", "user": \(user), "owner": true,
         "Account": {"id": 1, "thumb": "https://plex.tv/users/1/avatar", "title": "ana"},
         "Server": {"title": "den", "uuid": "54664a3d"}, "Player": {"local": true, "publicAddress": "1.2.3.4",
         "title": "Plex Web", "uuid": "r6yfk"},
         "Metadata": {"librarySectionType": "movie", "ratingKey": "1936545", "key": "/library/metadata/1936545",
          "guid": "plex://movie/5d776b59ad5437001f79c6f8", \(guids) "type": "\(type)", "title": "Heat",
          "year": 1995, "userRating": 8.0, "lastViewedAt": 1709353812, "addedAt": 1600000000}}
        """
    }

    @Test func plexsScrobbleOfAMovieIsAWatchWithItsGuidsAndOtherEventsAreNot() throws {
        let play = try #require(try read(Self.plex(), .plex))
        #expect(play.outcome == .watched && play.rating == 8)
        #expect(play.film == FilmHint(title: "Heat", year: 1995, imdbID: "tt0113277", tmdbID: 949))
        #expect(play.day.description == "2024-03-02")
        let legacy = try read(
            Self.plex(guids: "").replacing(
                "plex://movie/5d776b59ad5437001f79c6f8", with: "com.plexapp.agents.imdb://tt0113277?lang=en"), .plex)
        #expect(legacy?.film?.imdbID == "tt0113277", "an older agent's guid")
        #expect(try read(Self.plex(event: "media.pause"), .plex) == nil)
        #expect(try read(Self.plex(user: false), .plex) == nil, "another account's play on the shared server")
        #expect(try read(Self.plex(type: "episode"), .plex)?.outcome == .notAFilm("an episode"))
    }

    @Test func embysPlaybackStopSaysWhetherItWasPlayedToCompletion() throws {
        let json = """
            {"Title": "ana has finished playing Heat on Living room", "Date": "2024-03-01T23:30:12.0000000-05:00",
             "Event": "playback.stop", "User": {"Name": "ana", "Id": "u1"},
             "Item": {"Name": "Heat", "ServerId": "s1", "Id": "9", "ProductionYear": 1995, "Type": "Movie",
              "ProviderIds": {"Tmdb": "949", "Imdb": "tt0113277"}, "RunTimeTicks": 102000000000},
             "Server": {"Name": "den", "Id": "s1", "Version": "4.8.10.0"},
             "Session": {"RemoteEndPoint": "10.0.0.5", "Client": "Emby Theater", "DeviceName": "TV", "Id": "x"},
             "PlaybackInfo": {"PlayedToCompletion": true, "PositionTicks": 101000000000, "PlaylistIndex": 0,
              "PlaylistLength": 1}}
            """
        let play = try #require(try read(json, .emby))
        #expect(play.outcome == .watched && play.day.description == "2024-03-01")
        #expect(play.film?.imdbID == "tt0113277" && play.film?.tmdbID == 949)
        let stopped = json.replacing(
            #""PlayedToCompletion": true, "PositionTicks": 101000000000"#,
            with: #""PlayedToCompletion": false, "PositionTicks": 10200000000"#)
        #expect(try read(stopped, .emby)?.outcome == .unfinished(percent: 10))
        #expect(try read(json.replacing("playback.stop", with: "playback.start"), .emby) == nil)
    }

    @Test func thePlainFormChecksEachFieldAndNamesTheOneThatIsWrong() throws {
        let play = try #require(
            try read(#"{"imdb": "tt0113277", "watched_at": "2024-03-01T23:30:00-05:00", "rating": 9}"#, .player))
        #expect(play.film?.imdbID == "tt0113277" && play.rating == 9 && play.day.description == "2024-03-01")
        let titled = try read(#"{"title": "Heat", "year": 1995}"#, .player)
        #expect(titled?.film == FilmHint(title: "Heat", year: 1995) && titled?.watched == received)
        #expect(throws: PlayPayloadError.field("rating", "a whole number from 1 to 10")) {
            try read(#"{"imdb": "tt0113277", "rating": 11}"#, .player)
        }
        #expect(throws: PlayPayloadError.field("imdb", "an IMDb id: tt and 7 to 10 digits")) {
            try read(#"{"imdb": "0113277"}"#, .player)
        }
        #expect(throws: PlayPayloadError.self) { try read(#"{"rating": 7}"#, .player) }
        #expect(throws: PlayPayloadError.self) { try read(#"{"tmdb": 949, "watched_at": "yesterday"}"#, .player) }
        #expect(throws: PlayPayloadError.notJSON) { try read("rating=7", .player) }
        #expect(throws: PlayPayloadError.notJSON) { try read("[1, 2]", .jellyfin) }
        #expect(throws: PlayPayloadError.notJSON) { try read(String(repeating: "[", count: 100_000), .plex) }
    }
}
