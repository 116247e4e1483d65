public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func write(
        _ content: ReviewDraft, about film: Review.Film, by user: User.ID, at time: Date
    )
        async throws -> Review
    {
        let logger = logger
        let (author, reference) = (user.rawValue, film.reference.description)
        return try await transaction { connection in
            try await Self.requiringAccount {
                try await connection.query(
                    """
                    INSERT INTO review (
                        account_id, film, film_title, film_year, rating, body, spoilers, written, poster_path)
                    VALUES (\(author), \(reference), \(film.title), \(film.year), \(content.rating), \(content.text),
                        \(content.hasSpoilers), \(time.timeIntervalSince1970), \(film.posterPath))
                    ON CONFLICT (account_id, film) DO UPDATE SET
                        film_title = excluded.film_title, film_year = excluded.film_year, rating = excluded.rating,
                        poster_path = excluded.poster_path,
                        body = excluded.body, spoilers = excluded.spoilers, edited = excluded.written
                    """, logger: logger)
                try await Self.rate(
                    reference, content.rating, by: author, at: time.timeIntervalSince1970, on: connection,
                    logger: logger)
            }
            let stored = try await Self.reviews(
                "\(unescaped: ReviewRecord.select) WHERE r.account_id = \(author) AND r.film = \(reference)",
                on: connection, logger: logger)
            guard let review = stored.first else { throw AccountError.notFound }
            return review
        }
    }

    @discardableResult
    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await Self.count(
                """
                DELETE FROM review WHERE account_id = \(user.rawValue) AND film = \(film.description) RETURNING 1
                """, on: connection, logger: logger) > 0
        }
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        let logger = logger
        return try await access { connection in
            try await Self.reviews(
                """
                \(unescaped: ReviewRecord.select) WHERE r.account_id = \(user.rawValue) AND r.film = \(film.description)
                """, on: connection, logger: logger
            ).first
        }
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "film", is: film.description, order: "likes DESC, r.written DESC", page: page, pageSize: pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                "SELECT count(*), avg(rating)::float8 FROM review WHERE film = \(film.description)", logger: logger)
            for try await (count, average) in rows.decode((Int, Double?).self) where count > 0 {
                return ReviewSummary(count: count, averageRating: average)
            }
            return .none
        }
    }

    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        try await reviews(
            where: "account_id", is: user.rawValue, order: "r.written DESC", page: page, pageSize: pageSize)
    }

    private func reviews(
        where column: String, is value: String, order: String, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Review>
    {
        let logger = logger
        return try await access { connection in
            var total = 0
            for try await count in try await connection.query(
                "SELECT count(*) FROM review WHERE \(unescaped: column) = \(value)", logger: logger
            ).decode(Int.self) {
                total = count
            }
            let items = try await Self.reviews(
                """
                \(unescaped: ReviewRecord.select) WHERE r.\(unescaped: column) = \(value)
                ORDER BY \(unescaped: order), r.account_id, r.film LIMIT \(pageSize) OFFSET \((page.value - 1) * pageSize)
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
            let (author, name, film, title, year, rating, text, spoilers, written, edited, likes, poster) =
                try row.decode(
                    (String, String, String, String, Int?, Int, String?, Bool, Double, Double?, Int, String?).self)
            let record = ReviewRecord(
                author: author, authorName: name, film: film, filmTitle: title, filmYear: year, rating: rating,
                text: text, hasSpoilers: spoilers, written: Date(timeIntervalSince1970: written),
                edited: edited.map(Date.init(timeIntervalSince1970:)), likes: likes, posterPath: poster)
            if let review = record.toDomain() { reviews.append(review) }
        }
        return reviews
    }
}
