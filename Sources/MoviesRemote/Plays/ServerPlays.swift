public import Foundation
import MoviesAPI
public import MoviesDomain

/// A member's plays on a Movies server (`/api/plays`): the server receives them from the member's media
/// servers and keeps them; here they are read, chosen for, and a play token made, each in one request.
public struct ServerPlays: PlaysKeeping {
    let client: MoviesServerClient?

    public init(client: MoviesServerClient) {
        self.client = client
    }

    private init() {
        client = nil
    }

    /// Where plays are kept nowhere (a container with no store of them): each answer says so.
    public static let nowhere = ServerPlays()

    private func server() throws -> MoviesServerClient {
        guard let client else { throw PlayError.noTokensHere }
        return client
    }

    /// Media servers post to the server, not through a client of it.
    public func receive(
        _ json: Data, from source: WatchSource, for member: User.ID
    ) async throws -> (play: Play, isNew: Bool)? {
        throw PlayError.noTokensHere
    }

    public func recentPlays(of member: User.ID) async throws -> [Play] {
        let answer: ServerPlaysDTO = try await server().get(.make(.getPlays))
        return answer.plays.compactMap { $0.toDomain(member: member) }
    }

    public func choose(_ film: FilmReference?, for play: Play.ID, of member: User.ID) async throws -> Play {
        let answer: ServerPlayDTO = try await server().send(
            .make(.choosePlayFilm, play.rawValue), json: ["film": film?.description])
        guard let settled = answer.toDomain(member: member) else { throw PlayError.notFound }
        return settled
    }

    public func makePlayToken(for member: User.ID) async throws -> String {
        let answer: ServerPlayTokenDTO = try await server().send(.make(.makePlayToken), json: [String: String]())
        return answer.token
    }
}

struct ServerPlaysDTO: Decodable {
    let plays: [ServerPlayDTO]
}

struct ServerPlayTokenDTO: Decodable {
    let token: String
}

/// A play as the server's `Play` document writes it.
struct ServerPlayDTO: Decodable {
    struct Film: Decodable {
        let title: String
        let year: Int?
        let imdb: String?
        let tmdb: Int?
    }

    struct Candidate: Decodable {
        let film: String
        let title: String
        let year: Int?
    }

    let id: String
    let source: String
    let received: String
    let day: String
    let film: Film?
    let matched: String?
    let rating: Int?
    let fate: String
    let watch: String?
    let reason: String?
    let candidates: [Candidate]?

    func toDomain(member: User.ID) -> Play? {
        guard let source = WatchSource(rawValue: source), let day = try? CalendarDay(day) else { return nil }
        let settled: Play.Fate
        switch (fate, watch) {
        case ("logged", let watch?): settled = .logged(Watch.ID(watch))
        case ("alreadyLogged", let watch?): settled = .alreadyLogged(Watch.ID(watch))
        case ("waiting", _):
            settled = .waiting(
                (candidates ?? []).compactMap { candidate in
                    (try? FilmReference(candidate.film)).map {
                        FilmMatch.Candidate(reference: $0, title: candidate.title, year: candidate.year)
                    }
                })
        case ("skipped", _): settled = .skipped(reason ?? "")
        case ("refused", _): settled = .refused(reason ?? "")
        default: return nil
        }
        return Play(
            id: Play.ID(id), member: member, source: source,
            received: (try? Date(received, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0), day: day,
            film: film.map { FilmHint(title: $0.title, year: $0.year, imdbID: $0.imdb, tmdbID: $0.tmdb) },
            rating: rating, matched: matched.flatMap { try? FilmReference($0) }, fate: settled)
    }
}
