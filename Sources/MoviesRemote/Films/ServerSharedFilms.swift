import Foundation
import MoviesAPI
public import MoviesDomain

/// The film a shared text names, found by a Movies server (`/api/share`) in one request: its index of ids
/// reads an IMDb address, which a client has no index for.
public struct ServerSharedFilms: SharedFilmFinding {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func film(sharedAs text: String) async throws -> SharedFilmUseCase.Answer {
        let answer: SharedFilmDTO
        do {
            answer = try await client.get(.make(.sharedFilm), query: [("text", text)])
        } catch MoviesServerError.refused(404, _, _) {
            // The server said no film is the address: the same address, read here, says which.
            if let link = FilmLink(in: text) { throw SharedFilmError.notHere(link) }
            throw SharedFilmError.nothing
        } catch MoviesServerError.refused(400, _, _) {
            throw SharedFilmError.nothing
        }
        guard let found = answer.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a shared film it cannot read")
        }
        return found
    }
}

/// `/api/share`'s answer as sent.
struct SharedFilmDTO: Decodable {
    struct Candidate: Decodable {
        let id: String
        let title: String
        let year: Int?
    }

    let film: String?
    let choose: [Candidate]?
    let words: String?

    func toDomain() -> SharedFilmUseCase.Answer? {
        if let film { return (try? FilmReference(film)).map { .film($0) } }
        if let choose {
            let films = choose.compactMap { candidate in
                (try? FilmReference(candidate.id)).map {
                    FilmMatch.Candidate(reference: $0, title: candidate.title, year: candidate.year)
                }
            }
            return films.isEmpty ? nil : .choose(films)
        }
        return words.map { .words($0) }
    }
}
