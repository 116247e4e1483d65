import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func savedFilms(for user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<SavedFilm> {
        let logger = logger
        let owner = user.rawValue
        return try await access { connection in
            var total = 0
            for try await count in try await connection.query(
                "SELECT count(*) FROM saved_film WHERE account_id = \(owner) AND NOT removed", logger: logger
            ).decode(Int.self) {
                total = count
            }
            let rows = try await connection.query(
                """
                SELECT film, movie, saved_at FROM saved_film WHERE account_id = \(owner) AND NOT removed
                ORDER BY saved_at DESC, film LIMIT \(pageSize) OFFSET \((page.value - 1) * pageSize)
                """, logger: logger)
            var films: [SavedFilm] = []
            for try await (film, movie, savedAt) in rows.decode((String, String, Double).self) {
                let record = SavedFilmRecord(
                    film: film, movieJSON: movie, savedAt: Date(timeIntervalSince1970: savedAt))
                if let saved = record.toDomain() { films.append(saved) }
            }
            return Paged(items: films, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    public func savedFilms(among films: [FilmReference], for user: User.ID) async throws -> Set<FilmReference> {
        guard !films.isEmpty else { return [] }
        let logger = logger
        let references = films.map(\.description)
        return try await access { connection in
            let found = try await Self.strings(
                """
                SELECT film FROM saved_film
                WHERE account_id = \(user.rawValue) AND NOT removed AND film = ANY(\(references)::text[])
                """, on: connection, logger: logger)
            return Set(found.compactMap { try? FilmReference($0) })
        }
    }

    public func savedPoster(of film: FilmReference) async throws -> PosterImage? {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT data, media_type, width FROM saved_poster WHERE film = \(film.description)", logger: logger)
            for try await (data, mediaType, width) in rows.decode((Data, String, Int).self) {
                return PosterImage(data: data, mediaType: mediaType, width: width)
            }
            return nil
        }
    }
}
