import GRDB
import MoviesData
import MoviesDomain

extension SQLiteStore {
    /// The member's watch with this id; nil for none, or another member's.
    static func watch(_ id: Watch.ID, of member: User.ID, in db: Database) throws -> Watch? {
        try watches("WHERE id = ? AND account_id = ?", [id.rawValue, member.rawValue], db).first
    }

    /// The watches a condition picks (deleted ones never), newest first; `limit` picks a page.
    static func watches(
        _ condition: String, _ values: [any DatabaseValueConvertible], _ db: Database, limit: String = ""
    ) throws -> [Watch] {
        let sql = "\(WatchRecord.select(.sqlite)) \(condition) AND deleted IS NULL \(WatchRecord.newestFirst) \(limit)"
        return try Row.fetchAll(db, sql: sql, arguments: StatementArguments(values)).compactMap { row in
            WatchRecord(
                id: row[0], member: row[1], film: row[2], title: row[3], year: row[4], posterPath: row[5],
                runtime: row[6], genres: row[7], directors: row[8], cast: row[9], people: row[10], day: row[11],
                rating: row[12], isRewatch: row[13], isLiked: row[14], logged: row[15], likedAt: row[21]
            ).reviewed(
                text: row[16], spoilers: row[17], written: row[18], edited: row[19], tags: row[20], companions: row[22],
                source: row[23]
            ).toDomain()
        }
    }
}
