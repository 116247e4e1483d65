import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    static let kindredQuery = KindredQuery.sql(.sqlite)

    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: [FilmReference: Int]]
    {
        try await read { db in
            let rows = try Row.fetchCursor(
                db, sql: Self.kindredQuery, arguments: [member.rawValue, minimumShared, limit])
            var ratings: [User.ID: [FilmReference: Int]] = [:]
            while let row = try rows.next() {
                guard let film = try? FilmReference(row[1] as String) else { continue }
                ratings[User.ID(rawValue: row[0]), default: [:]][film] = row[2]
            }
            return ratings
        }
    }
}
