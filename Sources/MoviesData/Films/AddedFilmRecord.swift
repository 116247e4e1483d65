public import Foundation
public import MoviesDomain

/// An added film as both stores keep it: the columns searched and kept unique (the title's key, the
/// year, the ids) beside the facts as JSON.
public struct AddedFilmRecord: Sendable {
    /// Added films are numbered from here, above every id the catalog's source (Wikidata) has given, so
    /// `catalog:N` names one film whichever it is.
    public static let firstID = 1_000_000_001

    public let id: Int
    public let accountID: String?
    public let added: Double
    public let title: String
    public let titleKey: String
    public let year: Int
    public let facts: String
    public let imdb: String?
    public let tmdb: Int?
    public let letterboxd: String?

    public init(
        id: Int, accountID: String?, added: Double, title: String, titleKey: String, year: Int, facts: String,
        imdb: String?, tmdb: Int?, letterboxd: String?
    ) {
        (self.id, self.accountID, self.added, self.title, self.titleKey) = (id, accountID, added, title, titleKey)
        (self.year, self.facts, self.imdb, self.tmdb, self.letterboxd) = (year, facts, imdb, tmdb, letterboxd)
    }

    /// What a store writes for `facts`, under `id`.
    public init(_ facts: FilmFacts, id: Int, by member: User.ID, at time: Date) {
        let document = FactsDTO(
            originalTitle: facts.originalTitle, directors: facts.directors, cast: facts.cast, runtime: facts.runtime,
            genres: facts.genres.map(\.rawValue), country: facts.country, language: facts.language)
        self.init(
            id: id, accountID: member.rawValue, added: time.timeIntervalSince1970, title: facts.title,
            titleKey: FilmFacts.titleKey(facts.title), year: facts.year,
            facts: String(decoding: (try? JSONEncoder().encode(document)) ?? Data("{}".utf8), as: UTF8.self),
            imdb: facts.identifiers.imdb, tmdb: facts.identifiers.tmdb, letterboxd: facts.identifiers.letterboxd)
    }

    public func toDomain() throws -> AddedFilm {
        let document = try JSONDecoder().decode(FactsDTO.self, from: Data(facts.utf8))
        let facts = FilmFacts(
            stored: title, year: year, originalTitle: document.originalTitle,
            directors: document.directors, cast: document.cast, runtime: document.runtime,
            genres: document.genres.compactMap(Genre.init(rawValue:)), country: document.country,
            language: document.language,
            identifiers: try FilmIdentifiers(imdb: imdb, tmdb: tmdb, letterboxd: letterboxd))
        return AddedFilm(
            id: Movie.ID(String(id)), facts: facts, addedBy: User.ID(accountID ?? ""),
            added: Date(timeIntervalSince1970: added))
    }

    /// The facts not kept in columns of their own.
    struct FactsDTO: Codable {
        var originalTitle: String?
        var directors: [String]
        var cast: [String]
        var runtime: Int?
        var genres: [String]
        var country: String?
        var language: String?
    }
}
