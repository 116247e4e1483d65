import Foundation

/// One item of a file of Trakt's export, as its API writes them: a play of the history (`watched_at`,
/// `action`), a rating (`rated_at`, `rating` 1–10), an item of the watchlist or a list (`rank`,
/// `listed_at`, `notes`), a film of `watched-movies.json` (`plays`, `last_watched_at`), or a comment.
/// Each names what it is about by `type` and by the object of that name (`movie`, `show`, `episode`…).
struct TraktItemDTO: Decodable {
    let type: String?
    let watchedAt: String?
    let ratedAt: String?
    let rating: Int?
    let listedAt: String?
    let rank: Int?
    let notes: String?
    let lastWatchedAt: String?
    let movie: TraktMediaDTO?
    let show: TraktMediaDTO?
    let comment: TraktCommentDTO?

    enum CodingKeys: String, CodingKey {
        case type, rating, rank, notes, movie, show, comment
        case watchedAt = "watched_at"
        case ratedAt = "rated_at"
        case listedAt = "listed_at"
        case lastWatchedAt = "last_watched_at"
    }

    /// What the item is about: `movie`, `show`, `season`, `episode`, `person`, or nil when it does not say.
    var kind: String? {
        if let type { return type.lowercased() }
        return movie != nil ? "movie" : show != nil ? "show" : nil
    }
}

/// A film or a show: its title, year and ids.
struct TraktMediaDTO: Decodable {
    let title: String?
    let year: Int?
    let ids: TraktIDsDTO?
}

/// The ids Trakt gives a title. Only those read here are decoded; a number written as text is read too.
struct TraktIDsDTO: Decodable {
    let trakt: Int?
    let slug: String?
    let imdb: String?
    let tmdb: Int?

    enum CodingKeys: String, CodingKey {
        case trakt, slug, imdb, tmdb
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        trakt = Self.number(fields, .trakt)
        tmdb = Self.number(fields, .tmdb)
        slug = try? fields.decodeIfPresent(String.self, forKey: .slug)
        imdb = try? fields.decodeIfPresent(String.self, forKey: .imdb)
    }

    private static func number(_ fields: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Int? {
        if let number = try? fields.decodeIfPresent(Int.self, forKey: key) { return number }
        return (try? fields.decodeIfPresent(String.self, forKey: key)).flatMap { $0.flatMap { Int($0) } }
    }
}

/// A comment as `/users/{id}/comments` writes it: its text, spoiler mark, time, and the rating its writer
/// had given the title then.
struct TraktCommentDTO: Decodable {
    struct Stats: Decodable {
        let rating: Int?
    }

    let comment: String?
    let spoiler: Bool?
    let parentID: Int?
    let createdAt: String?
    let userRating: Int?
    let userStats: Stats?

    enum CodingKeys: String, CodingKey {
        case comment, spoiler
        case parentID = "parent_id"
        case createdAt = "created_at"
        case userRating = "user_rating"
        case userStats = "user_stats"
    }
}

/// A list of `lists-lists.json` (or `lists-collaborations.json`): its name, description, privacy, order
/// and ids, which name the file of its items.
struct TraktListDTO: Decodable {
    struct IDs: Decodable {
        let trakt: Int?
        let slug: String?
    }

    let name: String?
    let description: String?
    let privacy: String?
    let displayNumbers: Bool?
    let ids: IDs?

    enum CodingKeys: String, CodingKey {
        case name, description, privacy, ids
        case displayNumbers = "display_numbers"
    }
}

/// An array whose items are decoded one by one: an item of an unexpected shape is kept as its problem,
/// not the end of the file.
struct TraktArray<Element: Decodable>: Decodable {
    let items: [Result<Element, TraktItemProblem>]

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var items: [Result<Element, TraktItemProblem>] = []
        while !array.isAtEnd {
            do { items.append(.success(try array.decode(Element.self))) } catch {
                _ = try? array.decode(Skipped.self)
                items.append(.failure(TraktItemProblem()))
            }
        }
        self.items = items
    }

    /// Anything, read past.
    private struct Skipped: Decodable {}
}

/// An item that is not what its file holds.
struct TraktItemProblem: Error {}
