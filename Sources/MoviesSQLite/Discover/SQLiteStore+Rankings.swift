import GRDB
public import MoviesDomain

extension SQLiteStore {
    public func filmsByMembersRating(of source: FilmReference.Source, limit: Int) async throws -> [FilmReference] {
        let (prior, mean) = (MemberRankings.priorRatings, MemberRankings.priorMean)
        return try await read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT film FROM film_rating_count WHERE film LIKE ? AND members > 0
                    GROUP BY film
                    ORDER BY (sum(rating * members) + ? * ?) * 1.0 / (sum(members) + ?) DESC, sum(members) DESC, film
                    LIMIT ?
                    """, arguments: ["\(source.rawValue):%", prior, mean, prior, limit]
            ).compactMap { try? FilmReference($0) }
        }
    }

    public func filmsMostWatched(
        in year: Int, of source: FilmReference.Source, limit: Int
    ) async throws
        -> [FilmReference]
    {
        try await read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT film FROM diary_film_period WHERE period = ? AND film LIKE ? AND watches > 0
                    GROUP BY film ORDER BY count(*) DESC, sum(watches) DESC, film LIMIT ?
                    """, arguments: [year, "\(source.rawValue):%", limit]
            ).compactMap { try? FilmReference($0) }
        }
    }
}
