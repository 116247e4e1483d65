public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func watchedCount(of list: FilmList.ID, by member: User.ID) async throws -> Int {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT count(*) FROM film_list_entry e
                WHERE e.list_id = \(list.rawValue) AND EXISTS (
                    SELECT 1 FROM watch w WHERE w.account_id = \(member.rawValue) AND w.film = e.film AND w.deleted IS NULL)
                """, logger: logger)
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
    }
}
