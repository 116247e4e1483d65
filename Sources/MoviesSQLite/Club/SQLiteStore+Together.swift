public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// One write: the members no longer named go, each new one is offered the watch.
    public func name(
        _ companions: [User], on watch: Watch.ID, of member: User.ID, at time: Date
    ) async throws -> Bool {
        try await write { db in
            guard
                try Int.fetchOne(
                    db, sql: TogetherRecord.isOwnWatch(.sqlite), arguments: [watch.rawValue, member.rawValue]) == 1
            else { return false }
            try db.execute(
                sql: TogetherRecord.removeOthers(.sqlite, keeping: companions.count),
                arguments: StatementArguments([watch.rawValue] + companions.map(\.id.rawValue)))
            for companion in companions.map(\.id) {
                try db.execute(
                    sql: TogetherRecord.add(.sqlite),
                    arguments: [watch.rawValue, companion.rawValue, time.timeIntervalSince1970])
            }
            return true
        }
    }

    public func offers(to member: User.ID) async throws -> [TogetherOffer] {
        try await read { db in
            try Row.fetchAll(db, sql: TogetherRecord.offers(.sqlite), arguments: [member.rawValue]).compactMap { row in
                TogetherRecord.offer(
                    watch: row[0], from: row[1], fromName: row[2], film: row[3], title: row[4], year: row[5],
                    posterPath: row[6], runtime: row[7], genres: row[8], directors: row[9], cast: row[10],
                    people: row[11], day: row[12], offered: row[13])
            }
        }
    }

    /// One write: the offer answered, and an accepting watch naming the offer's member.
    public func answer(
        _ offer: Watch.ID, for member: User.ID, accepted: Watch.ID?, at time: Date
    ) async throws -> Bool {
        try await write { db in
            let arguments: StatementArguments = [
                offer.rawValue, member.rawValue, time.timeIntervalSince1970, accepted?.rawValue,
            ]
            try db.execute(sql: TogetherRecord.answer(.sqlite), arguments: arguments)
            guard db.changesCount > 0 else { return false }
            try db.execute(
                sql: TogetherRecord.rememberAnswer(.sqlite),
                arguments: [offer.rawValue, member.rawValue, time.timeIntervalSince1970])
            if accepted != nil { try db.execute(sql: TogetherRecord.nameBack(.sqlite), arguments: arguments) }
            return true
        }
    }
}
