import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

@Suite struct SQLiteRecentQueriesRepositoryTests {
    let database = try! AppDatabase.inMemory()

    func save(_ texts: [String], in repository: SQLiteRecentQueriesRepository) async throws {
        for text in texts { try await repository.save(try MovieQuery(text)) }
    }

    @Test func newestComesFirst() async throws {
        let repository = SQLiteRecentQueriesRepository(database: database)
        try await save(["alien", "heat", "up"], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["up", "heat", "alien"])
        #expect(try await repository.recentQueries(limit: 2).map(\.text) == ["up", "heat"])
    }

    @Test func repeatedQueryMovesToTheTopWithItsNewestSpelling() async throws {
        let repository = SQLiteRecentQueriesRepository(database: database)
        try await save(["star wars", "heat", "  Star   WARS "], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["Star WARS", "heat"])
    }

    @Test func keepsAtMostItsCapacity() async throws {
        let repository = SQLiteRecentQueriesRepository(database: database, capacity: 3)
        try await save(["a", "b", "c", "d", "e"], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["e", "d", "c"])
    }

    @Test func defaultCapacityIsTen() async throws {
        let repository = SQLiteRecentQueriesRepository(database: database)
        try await save((1...12).map { "query \($0)" }, in: repository)
        let queries = try await repository.recentQueries(limit: 100)
        #expect(queries.count == 10)
        #expect(queries.first?.text == "query 12")
    }

    @Test func ownersDoNotSeeEachOthersQueries() async throws {
        let ann = SQLiteRecentQueriesRepository(database: database, owner: "ann")
        let bob = SQLiteRecentQueriesRepository(database: database, owner: "bob", capacity: 1)
        try await save(["alien"], in: ann)
        try await save(["heat", "up"], in: bob)
        #expect(try await ann.recentQueries(limit: 10).map(\.text) == ["alien"])
        #expect(try await bob.recentQueries(limit: 10).map(\.text) == ["up"])
    }

    @Test func theOldestQueriesOfAllOwnersGoBeyondTheTotalCapacity() async throws {
        for visitor in 0..<5 {
            let repository = SQLiteRecentQueriesRepository(database: database, owner: "v\(visitor)", totalCapacity: 6)
            try await save(["alien", "heat"], in: repository)
        }
        let counts = try await (0..<5).asyncMap { visitor in
            try await SQLiteRecentQueriesRepository(database: database, owner: "v\(visitor)").recentQueries(limit: 10)
                .count
        }
        #expect(counts == [0, 0, 2, 2, 2])
    }

    @Test func queriesSurviveReopeningTheFile() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        try await save(["amelie"], in: SQLiteRecentQueriesRepository(database: try AppDatabase.open(at: url)))
        let reopened = SQLiteRecentQueriesRepository(database: try AppDatabase.open(at: url))
        #expect(try await reopened.recentQueries(limit: 10).map(\.text) == ["amelie"])
    }
}

extension Sequence {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
