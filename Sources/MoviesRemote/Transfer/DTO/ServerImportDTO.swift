import MoviesDomain

/// `POST /api/imports`'s answer: what the file held and was found, what it will add and added, the rows
/// refused, and the films left to choose with their candidates.
struct ServerImportDTO: Decodable {
    struct Found: Decodable {
        let byID, byTitle, forgiving, yearApart, chosen: Int
    }

    struct ToAdd: Decodable {
        let watches, reviews, saved, completed: Int
        /// Absent from a server of before lists were counted in the plan.
        let lists, listFilms: Int?
        /// The films a dry run would add as new; absent from a server of before they were counted.
        let films: [String]?
        let likes, favourites: Int?
    }

    struct Added: Decodable {
        let watches, reviews, saved, alreadyThere, completed, lists, listFilms: Int
        /// Absent from a server of before likes were counted.
        let likes, favourites: Int?
    }

    struct Place: Decodable {
        let file: String
        let line: Int
    }

    struct Refusal: Decodable {
        let file: String
        let line: Int
        let reason: String
    }

    struct Candidate: Decodable {
        let id: String
        let title: String
        let year: Int?
    }

    struct Unresolved: Decodable {
        let title: String
        let year: Int?
        let places: [Place]
        let candidates: [Candidate]
    }

    struct Progress: Decodable {
        let done, total: Int
    }

    /// An import written in the background: its id, state (`running`, `done`, `stopped`, `failed`),
    /// progress and why it failed; absent from a dry run's answer.
    let id: String?
    let state: String?
    let progress: Progress?
    let failure: String?
    let origin: String
    let rows: Int
    let found: Found
    let toAdd: ToAdd
    let added: Added?
    let refused: [Refusal]
    let unresolved: [Unresolved]
    let notes: [String]?
}
