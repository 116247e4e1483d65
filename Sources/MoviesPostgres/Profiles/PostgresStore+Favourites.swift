public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT film, film_title, film_year, poster_path FROM favourite_film
                WHERE account_id = \(member.rawValue) ORDER BY position
                """, logger: logger)
            var films: [ListedFilm] = []
            for try await (film, title, year, poster) in rows.decode((String, String, Int?, String?).self) {
                guard let reference = try? FilmReference(film) else { continue }
                films.append(ListedFilm(reference: reference, title: title, year: year, posterPath: poster))
            }
            return films
        }
    }

    public func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws {
        let logger = logger
        let owner = member.rawValue
        try await transaction { connection in
            try await connection.query("DELETE FROM favourite_film WHERE account_id = \(owner)", logger: logger)
            try await Self.requiringAccount {
                for (index, film) in films.enumerated() {
                    try await connection.query(
                        """
                        INSERT INTO favourite_film (account_id, position, film, film_title, film_year, poster_path)
                        VALUES (\(owner), \(index + 1), \(film.reference.description), \(film.title), \(film.year),
                            \(film.posterPath))
                        """, logger: logger)
                }
            }
        }
    }
}
