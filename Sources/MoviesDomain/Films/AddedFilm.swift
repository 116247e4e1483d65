public import Foundation

/// A film a member added because the catalog lacked it: a film like any other from then on (searched,
/// logged, listed, reviewed), and marked as added by them.
public struct AddedFilm: Identifiable, Sendable, Equatable {
    public let id: Movie.ID
    public var facts: FilmFacts
    public let addedBy: User.ID
    public let added: Date

    public init(id: Movie.ID, facts: FilmFacts, addedBy: User.ID, added: Date) {
        self.id = id
        self.facts = facts
        self.addedBy = addedBy
        self.added = added
    }
}

extension AddedFilm {
    /// The film as every screen shows one.
    public var movie: Movie {
        Movie(
            id: id, title: facts.title, originalTitle: facts.originalTitle, releaseDate: .year(facts.year),
            genres: facts.genres.map(\.name), runtime: facts.runtime, originalLanguage: facts.language,
            directors: facts.directors, cast: facts.cast, countries: facts.country.map { [$0] } ?? [],
            extras: Movie.Extras(imdbID: facts.identifiers.imdb))
    }
}

extension Genre {
    /// As the catalog writes it: `Science fiction`, `TV movie`.
    var name: String {
        self == .tvMovie ? "TV movie" : rawValue.prefix(1).uppercased() + rawValue.dropFirst().replacing("-", with: " ")
    }
}
