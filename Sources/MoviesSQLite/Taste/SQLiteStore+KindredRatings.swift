import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    static let kindredQuery = KindredQuery.sql(.sqlite)

    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: KindredRatings]
    {
        try await read { db in
            let rows = try Row.fetchCursor(
                db, sql: Self.kindredQuery, arguments: [member.rawValue, minimumShared, limit])
            var kin: [User.ID: (shared: KindredRatings.Shared, rated: Int, sum: Int, unrated: [FilmReference: Int])] =
                [:]
            while let row = try rows.next() {
                let id = User.ID(rawValue: row[0])
                let rating: Int = row[KindredQuery.columns + 1]
                if kin[id] == nil {
                    let shared = KindredRatings.Shared(
                        films: row[1], mine: row[2], theirs: row[3], product: row[4], mineSquared: row[5],
                        theirsSquared: row[6])
                    kin[id] = (shared, 0, 0, [:])
                }
                kin[id]!.rated += 1
                kin[id]!.sum += rating
                if row[KindredQuery.columns + 2], let film = try? FilmReference(row[KindredQuery.columns] as String) {
                    kin[id]!.unrated[film] = rating
                }
            }
            return kin.mapValues {
                KindredRatings(shared: $0.shared, rated: $0.rated, ratingSum: $0.sum, unrated: $0.unrated)
            }
        }
    }
}
