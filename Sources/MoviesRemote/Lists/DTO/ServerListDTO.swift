import Foundation
import MoviesDomain

/// A list as a Movies server's `/api/lists…` answers it: its details, and on a list's own answer a page of
/// its films in their places.
struct ServerListDTO: Decodable {
    struct Entry: Decodable {
        let position: Int
        let id: String
        let title: String
        let year: Int?
        let posterPath: String?
        let note: String?
    }

    let id: String
    let title: String
    let description: String?
    let ranked: Bool
    let `public`: Bool
    let slug: String
    let films: Int
    /// How many of them the member asking has watched.
    let watched: Int?
    let created: String?
    let updated: String?
    let page: Int?
    let totalPages: Int?
    let entries: [Entry]?

    func list(of owner: User.ID) -> FilmList {
        let date = { (text: String?) in
            text.flatMap { try? Date($0, strategy: .iso8601) } ?? Date(timeIntervalSince1970: 0)
        }
        return FilmList(
            id: FilmList.ID(id), owner: owner,
            details: ListDetails(stored: title, description: description, isRanked: ranked, isPublic: `public`),
            slug: slug, created: date(created), updated: date(updated), filmCount: films)
    }

    var listEntries: [ListEntry] {
        (entries ?? []).compactMap { entry in
            guard let film = try? FilmReference(entry.id) else { return nil }
            return ListEntry(
                film: ListedFilm(reference: film, title: entry.title, year: entry.year, posterPath: entry.posterPath),
                position: entry.position, note: entry.note, added: Date(timeIntervalSince1970: 0))
        }
    }
}

/// `GET /api/lists`: the member's lists.
struct ServerListsDTO: Decodable {
    let lists: [ServerListDTO]
    let notice: String?
}

/// What a client sends to make or change a list, and to place a film.
struct ServerListDetailsDTO: Encodable {
    let title: String
    let description: String?
    let ranked: Bool
    let `public`: Bool
}

struct ServerListFilmDTO: Encodable {
    let film: String
    let note: String?
}

struct ServerListPlaceDTO: Encodable {
    let position: Int?
    let note: String?
}
