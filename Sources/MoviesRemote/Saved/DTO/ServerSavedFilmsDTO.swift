import Foundation
import MoviesData
import MoviesDomain

/// `#/components/schemas/SavedFilmsAnswer`: a page of the member's saved films, and what an undo took back.
struct ServerSavedFilmsDTO: Decodable, Sendable {
    struct Page: Decodable, Sendable {
        struct Item: Decodable, Sendable {
            let id: String
            let savedAt: String
            let movie: ServerMovieDTO
        }

        let page: Int
        let totalPages: Int
        let totalResults: Int
        let results: [Item]
    }

    struct Undoable: Decodable, Sendable {
        let saved: [String]?
        let removed: [String]?
    }

    let saved: Page
    /// What an undo would take back after the change this answers.
    let undoable: Undoable?
    let undone: Undoable?
    /// The title of the one film a removal took out.
    let removedTitle: String?

    func toDomain(pageSize: Int) -> Paged<SavedFilm> {
        let films = saved.results.compactMap { item -> SavedFilm? in
            guard let film = try? FilmReference(item.id, bareNumbers: .catalog) else { return nil }
            let date = (try? Date(item.savedAt, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
            return SavedFilm(film: film, movie: item.movie.toDomain(), savedAt: date)
        }
        return Paged(items: films, page: saved.page, pageSize: pageSize, totalCount: saved.totalResults)
    }

    /// What the undo this answers took back, as the Domain says it.
    var undoneChange: SavedFilmsChange? {
        if let saved = undone?.saved?.first.flatMap({ try? FilmReference($0, bareNumbers: .catalog) }) {
            return .saved(saved)
        }
        if let removed = undone?.removed {
            return .removed(removed.compactMap { try? FilmReference($0, bareNumbers: .catalog) })
        }
        return nil
    }
}
