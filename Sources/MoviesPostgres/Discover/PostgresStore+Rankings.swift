public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func filmsByMembersRating(of source: FilmReference.Source, limit: Int) async throws -> [FilmReference] {
        let (prior, mean) = (MemberRankings.priorRatings, MemberRankings.priorMean)
        return try await films(
            """
            SELECT film FROM film_rating_count WHERE film LIKE \("\(source.rawValue):%") AND members > 0
            GROUP BY film
            ORDER BY (sum(rating * members) + \(prior) * \(mean))::float8 / (sum(members) + \(prior)) DESC,
                sum(members) DESC, film
            LIMIT \(limit)
            """)
    }

    public func filmsMostWatched(
        in year: Int, of source: FilmReference.Source, limit: Int
    ) async throws
        -> [FilmReference]
    {
        try await films(
            """
            SELECT film FROM diary_film_period
            WHERE period = \(year) AND film LIKE \("\(source.rawValue):%") AND watches > 0
            GROUP BY film ORDER BY count(*) DESC, sum(watches) DESC, film LIMIT \(limit)
            """)
    }

    private func films(_ query: PostgresQuery) async throws -> [FilmReference] {
        let logger = logger
        return try await access { connection in
            var films: [FilmReference] = []
            for try await film in try await connection.query(query, logger: logger).decode(String.self) {
                if let reference = try? FilmReference(film) { films.append(reference) }
            }
            return films
        }
    }
}
