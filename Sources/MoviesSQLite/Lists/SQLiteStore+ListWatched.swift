import GRDB
public import MoviesDomain

extension SQLiteStore {
    public func watchedCount(of list: FilmList.ID, by member: User.ID) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM film_list_entry e
                    WHERE e.list_id = ? AND EXISTS (
                        SELECT 1 FROM watch w WHERE w.account_id = ? AND w.film = e.film AND w.deleted IS NULL)
                    """, arguments: [list.rawValue, member.rawValue]) ?? 0
        }
    }
}
