import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let kindredQuery = KindredQuery.sql(.postgres, grouped: true)

    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: [FilmReference: Int]]
    {
        let logger = logger
        var binds = PostgresBindings()
        binds.append(member.rawValue)
        binds.append(minimumShared)
        binds.append(limit)
        let query = PostgresQuery(unsafeSQL: Self.kindredQuery, binds: binds)
        return try await access { connection in
            var ratings: [User.ID: [FilmReference: Int]] = [:]
            for try await (id, films, rated) in try await connection.query(query, logger: logger)
                .decode((String, [String], [Int]).self)
            {
                var theirs: [FilmReference: Int] = Dictionary(minimumCapacity: films.count)
                for (film, rating) in zip(films, rated) {
                    if let film = try? FilmReference(film) { theirs[film] = rating }
                }
                ratings[User.ID(rawValue: id)] = theirs
            }
            return ratings
        }
    }
}
