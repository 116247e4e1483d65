public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func write(
        _ content: ReviewDraft, on watch: Watch.ID, by user: User.ID, at time: Date
    ) async throws -> Review? {
        let logger = logger
        let (member, id) = (user.rawValue, watch.rawValue)
        return try await transaction { connection in
            let films = try await Self.strings(
                """
                UPDATE watch SET rating = \(content.rating)
                WHERE id = \(id) AND account_id = \(member) AND deleted IS NULL RETURNING film
                """, on: connection, logger: logger)
            guard let film = films.first else { return nil }
            try await connection.query(
                """
                INSERT INTO review (
                    watch_id, account_id, film, film_title, film_year, poster_path, body, spoilers, written)
                SELECT id, account_id, film, film_title, film_year, poster_path, \(content.text),
                    \(content.hasSpoilers), \(time.timeIntervalSince1970)
                FROM watch WHERE id = \(id)
                ON CONFLICT (watch_id) DO UPDATE SET
                    body = excluded.body, spoilers = excluded.spoilers, edited = excluded.written
                """, logger: logger)
            try await Self.rerate(film, by: member, on: connection, logger: logger)
            return try await Self.reviews(
                "\(unescaped: ReviewRecord.select) WHERE r.watch_id = \(id)", on: connection, logger: logger
            ).first
        }
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                """
                DELETE FROM review WHERE watch_id = (
                    SELECT r.watch_id FROM review r
                    WHERE r.account_id = \(user.rawValue) AND r.film = \(film.description)
                        AND \(unescaped: ReviewRecord.isNewest))
                RETURNING 1
                """, on: connection, logger: logger) > 0
        }
    }

    public func review(_ watch: Watch.ID) async throws -> Review? {
        let logger = logger
        return try await access { connection in
            try await Self.reviews(
                "\(unescaped: ReviewRecord.select) WHERE r.watch_id = \(watch.rawValue)", on: connection, logger: logger
            ).first
        }
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        let logger = logger
        return try await access { connection in
            try await Self.reviews(
                """
                \(unescaped: ReviewRecord.select) WHERE r.account_id = \(user.rawValue) AND r.film = \(film.description)
                    AND \(unescaped: ReviewRecord.isNewest)
                """, on: connection, logger: logger
            ).first
        }
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "r.film = $1 AND \(ReviewRecord.isNewest)", is: film.description,
            order: "likes DESC, r.written DESC", page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT count(*), avg(w.rating)::float8
                FROM review r JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
                WHERE r.film = \(film.description) AND \(unescaped: ReviewRecord.isNewest)
                """, logger: logger)
            for try await (count, average) in rows.decode((Int, Double?).self) where count > 0 {
                return ReviewSummary(count: count, averageRating: average)
            }
            return .none
        }
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "r.account_id = $1", is: user.rawValue, order: "r.written DESC", page: page, pageSize: pageSize)
    }

    private func reviews(
        where condition: String, is value: String, order: String, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Review>
    {
        let logger = logger
        return try await access { connection in
            var total = 0
            // `condition` names its one value `$1`.
            for try await count in try await connection.query(
                """
                SELECT count(*) FROM review r JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
                WHERE \(value) = $1 AND \(unescaped: condition)
                """, logger: logger
            ).decode(Int.self) {
                total = count
            }
            let items = try await Self.reviews(
                """
                \(unescaped: ReviewRecord.select) WHERE \(value) = $1 AND \(unescaped: condition)
                ORDER BY \(unescaped: order), r.watch_id LIMIT \(pageSize) OFFSET \((page.value - 1) * pageSize)
                """, on: connection, logger: logger)
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    private static func reviews(
        _ query: PostgresQuery, on connection: PostgresConnection, logger: Logger
    )
        async throws -> [Review]
    {
        var reviews: [Review] = []
        let rows = try await connection.query(query, logger: logger)
        for try await row in rows {
            let (
                author, name, film, title, year, rating, text, spoilers, written, edited, likes, poster, watch, day,
                comments
            ) =
                try row.decode(
                    (
                        String, String, String, String, Int?, Int?, String?, Bool, Double, Double?, Int, String?,
                        String, String?, Int
                    ).self)
            let record = ReviewRecord(
                author: author, authorName: name, film: film, filmTitle: title, filmYear: year, rating: rating,
                text: text, hasSpoilers: spoilers, written: Date(timeIntervalSince1970: written),
                edited: edited.map(Date.init(timeIntervalSince1970:)), likes: likes, posterPath: poster, watch: watch,
                day: day, comments: comments)
            if let review = record.toDomain() { reviews.append(review) }
        }
        return reviews
    }
}
