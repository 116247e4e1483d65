public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    static let togetherOffersQuery = TogetherRecord.offers(.postgres)
    static let togetherAnswerQuery = TogetherRecord.answer(.postgres) + " RETURNING 1"

    /// One transaction: the members no longer named go, each new one is offered the watch.
    public func name(
        _ companions: [User], on watch: Watch.ID, of member: User.ID, at time: Date
    ) async throws -> Bool {
        let logger = logger
        return try await transaction { connection in
            let own = try await connection.query(
                PostgresQuery(
                    unsafeSQL: TogetherRecord.isOwnWatch(.postgres), binds: Self.binds(watch.rawValue, member.rawValue)),
                logger: logger
            ).collect().first?.decode(Int.self)
            guard own == 1 else { return false }
            try await connection.query(
                PostgresQuery(
                    unsafeSQL: TogetherRecord.removeOthers(.postgres, keeping: companions.count),
                    binds: Self.binds([watch.rawValue] + companions.map(\.id.rawValue))),
                logger: logger)
            try await Self.requiringAccount {
                for companion in companions.map(\.id) {
                    var binds = Self.binds(watch.rawValue, companion.rawValue)
                    binds.append(time.timeIntervalSince1970)
                    try await connection.query(
                        PostgresQuery(unsafeSQL: TogetherRecord.add(.postgres), binds: binds), logger: logger)
                }
            }
            return true
        }
    }

    public func offers(to member: User.ID) async throws -> [TogetherOffer] {
        let logger = logger
        let query = PostgresQuery(unsafeSQL: Self.togetherOffersQuery, binds: Self.binds(member.rawValue))
        return try await access { connection in
            var offers: [TogetherOffer] = []
            for try await row in try await connection.query(query, logger: logger) {
                let c = try row.decode(
                    (
                        String, String, String, String, String, Int?, String?, Int?, String, String, String, String,
                        String?, Double
                    ).self)
                let offer = TogetherRecord.offer(
                    watch: c.0, from: c.1, fromName: c.2, film: c.3, title: c.4, year: c.5, posterPath: c.6,
                    runtime: c.7, genres: c.8, directors: c.9, cast: c.10, people: c.11, day: c.12, offered: c.13)
                if let offer { offers.append(offer) }
            }
            return offers
        }
    }

    /// One transaction: the offer answered, and an accepting watch naming the offer's member.
    public func answer(
        _ offer: Watch.ID, for member: User.ID, accepted: Watch.ID?, at time: Date
    ) async throws -> Bool {
        let logger = logger
        var binds = Self.binds(offer.rawValue, member.rawValue)
        binds.append(time.timeIntervalSince1970)
        binds.append(accepted?.rawValue)
        let answered = binds
        return try await transaction { connection in
            let changed = try await Self.count(
                PostgresQuery(unsafeSQL: Self.togetherAnswerQuery, binds: answered), on: connection, logger: logger)
            guard changed > 0 else { return false }
            var remembered = Self.binds(offer.rawValue, member.rawValue)
            remembered.append(time.timeIntervalSince1970)
            try await connection.query(
                PostgresQuery(unsafeSQL: TogetherRecord.rememberAnswer(.postgres), binds: remembered), logger: logger)
            if accepted != nil {
                try await connection.query(
                    PostgresQuery(unsafeSQL: TogetherRecord.nameBack(.postgres), binds: answered), logger: logger)
            }
            return true
        }
    }

    /// Text parameters in order.
    static func binds(_ texts: String...) -> PostgresBindings { binds(texts) }

    static func binds(_ texts: [String]) -> PostgresBindings {
        var binds = PostgresBindings()
        for text in texts { binds.append(text) }
        return binds
    }
}
