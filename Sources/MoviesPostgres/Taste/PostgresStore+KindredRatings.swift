import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let kindredQuery = KindredQuery.sql(.postgres, grouped: true)

    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: KindredRatings]
    {
        let logger = logger
        var binds = PostgresBindings()
        binds.append(member.rawValue)
        binds.append(minimumShared)
        binds.append(limit)
        let query = PostgresQuery(unsafeSQL: Self.kindredQuery, binds: binds)
        return try await access { connection in
            var kin: [User.ID: KindredRatings] = [:]
            let rows = try await connection.query(query, logger: logger)
            for try await (id, films, mine, theirs, product, mineSquared, theirsSquared, rated, sum, unrated, ratings)
                in rows.decode((String, Int, Int, Int, Int, Int, Int, Int, Int, [String]?, [Int]?).self)
            {
                var unseen: [FilmReference: Int] = Dictionary(minimumCapacity: unrated?.count ?? 0)
                for (film, rating) in zip(unrated ?? [], ratings ?? []) {
                    if let film = try? FilmReference(film) { unseen[film] = rating }
                }
                let shared = KindredRatings.Shared(
                    films: films, mine: mine, theirs: theirs, product: product, mineSquared: mineSquared,
                    theirsSquared: theirsSquared)
                kin[User.ID(rawValue: id)] = KindredRatings(
                    shared: shared, rated: rated, ratingSum: sum, unrated: unseen)
            }
            return kin
        }
    }
}
