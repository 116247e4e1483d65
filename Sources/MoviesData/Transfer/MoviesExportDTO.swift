import Foundation
import MoviesDomain

/// `movies.json`, the whole of a member's export in a documented, versioned schema (docs/export.md). A
/// reader checks `format` and `version`: a later version may add members, never change what one means.
struct MoviesExportDTO: Codable {
    static let format = "movies-export"
    static let version = 1

    let format: String
    let version: Int
    let exported: Date
    let profile: Profile
    let saved: [Saved]
    let watches: [WatchDTO]
    let reviews: [ReviewDTO]
    let ratings: [Rating]
    let tokens: [Token]
    /// Absent in exports made before lists were kept.
    let lists: [ListDTO]?
    /// In the member's order; absent in exports made before they were exported.
    let favourites: [Film]?
    /// The facts of the films members added that the export names (another Movies lacks them); absent in
    /// exports made before films were added.
    var addedFilms: [AddedFilmDTO]? = nil
    /// The comments the member wrote under reviews and lists, oldest first; absent when none (and in exports
    /// made before comments).
    var comments: [CommentDTO]? = nil

    /// A comment: what it is under (a review's id, its watch's, or a list's) and its words.
    struct CommentDTO: Codable {
        let id: String
        let on: String
        let kind: String
        let text: String
        let written: Date
        let edited: Date?
    }

    /// Times to the millisecond (`2024-03-12T20:15:03.250Z`): two watches of one day keep their order. A
    /// time without a fraction is read too.
    static let dateEncoding = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true)))
    }

    static let dateDecoding = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = ISO8601Time.date(text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text.prefix(40))” is not a time")
    }

    struct Profile: Codable {
        let name: String
        let givenName: String
        let familyName: String
        let joined: Date
        let diaryPublic: Bool
    }

    /// A film as the export names it: its id here, its title and year, and its IMDb id where known.
    struct Film: Codable, Hashable {
        let id: String
        let title: String
        let year: Int?
        let imdbID: String?
    }

    struct Saved: Codable {
        let film: Film
        let saved: Date
    }

    struct WatchDTO: Codable {
        let id: String
        let film: Film
        /// `YYYY-MM-DD`; nil when the day is not known.
        let day: String?
        let rating: Int?
        let rewatch: Bool
        let liked: Bool
        let logged: Date
        /// As first written; absent in exports made before watches had tags.
        let tags: [String]?
        /// When it was liked, where known; absent for a watch not liked, or liked before likes kept a time.
        var likedAt: Date? = nil
        /// The members named as watching with the member, by name; absent when none (and in exports made
        /// before watches named anyone).
        var with: [String]? = nil
        /// Where it was recorded (`jellyfin`, `plex`, `emby`, `player`, `trakt`, `netflix`); absent for a
        /// watch logged here by hand.
        var source: String? = nil
    }

    struct ReviewDTO: Codable {
        /// The watch it is on (its id among `watches`) and that watch's day; absent in exports made before a
        /// review belonged to a watch.
        let watch: String?
        let day: String?
        let film: Film
        let rating: Int
        let text: String?
        let spoilers: Bool
        let written: Date
        let edited: Date?
    }

    struct Rating: Codable {
        let film: Film
        let rating: Int
    }

    struct ListDTO: Codable {
        struct Entry: Codable {
            let film: Film
            let position: Int
            let note: String?
        }

        let title: String
        let description: String?
        let ranked: Bool
        let `public`: Bool
        let slug: String
        let created: Date
        let films: [Entry]
    }

    /// A token by its label: never its secret, which is not kept, nor its digest.
    struct Token: Codable {
        let label: String
        let scope: String
        let created: Date
        let expires: Date?
        let lastUsed: Date?
    }
}
