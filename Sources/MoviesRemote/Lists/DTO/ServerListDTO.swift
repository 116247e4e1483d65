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
    /// Whether the list is the caller's; a server before it said so leaves it out.
    let own: Bool?
    let films: Int
    /// How many of them the member asking has watched.
    let watched: Int?
    let created: String?
    let updated: String?
    let page: Int?
    let totalPages: Int?
    let entries: [Entry]?
    /// The film a change put at the end of the list.
    let added: Entry?

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
        (entries ?? []).compactMap { $0.toDomain() }
    }

    /// The list and the page of it shown: the caller's own, or `member`'s (known by name).
    func page(pageSize: Int, viewer: User.ID?, member: String?) -> ListPage {
        // A server before `own` was said: a list asked by its member's name is theirs, any other the caller's.
        let isOwn = own ?? (member == nil)
        let byName = User.ID(ServerClubMember.prefix + (member ?? ""))
        let owner = isOwn ? viewer ?? byName : byName
        return ListPage(
            list: list(of: owner),
            entries: Paged(items: listEntries, page: page ?? 1, pageSize: pageSize, totalCount: films),
            watched: films > 0 ? watched : nil)
    }
}

extension ServerListDTO.Entry {
    func toDomain() -> ListEntry? {
        guard let film = try? FilmReference(id) else { return nil }
        return ListEntry(
            film: ListedFilm(reference: film, title: title, year: year, posterPath: posterPath),
            position: position, note: note, added: Date(timeIntervalSince1970: 0))
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
