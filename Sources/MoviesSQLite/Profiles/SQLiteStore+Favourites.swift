import GRDB
public import MoviesDomain

extension SQLiteStore {
    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT film, film_title, film_year, poster_path FROM favourite_film
                    WHERE account_id = ? ORDER BY position
                    """, arguments: [member.rawValue]
            ).compactMap { row in
                (try? FilmReference(row[0] as String)).map {
                    ListedFilm(reference: $0, title: row[1], year: row[2], posterPath: row[3])
                }
            }
        }
    }

    public func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM favourite_film WHERE account_id = ?", arguments: [member.rawValue])
            try Self.requiringAccount {
                for (index, film) in films.enumerated() {
                    try db.execute(
                        sql: """
                            INSERT INTO favourite_film (account_id, position, film, film_title, film_year, poster_path)
                            VALUES (?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            member.rawValue, index + 1, film.reference.description, film.title, film.year,
                            film.posterPath,
                        ])
                }
            }
        }
    }
}
