import Foundation
import MoviesTestSupport
import Synchronization
import Testing

/// Three `movies serve` on one PostgreSQL database, as behind a load balancer: what one server saved,
/// the others show; a burst of searches spread over them loses nothing it answered; one killed mid-load
/// leaves the others answering.
@Suite(.serialized, .enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
struct MultiServerTests {
    func withServers(_ count: Int, _ body: ([ServerProcess]) async throws -> Void) async throws {
        let database = try await TestPostgres.makeDatabase()
        var servers: [ServerProcess] = []
        do {
            for _ in 0..<count {
                servers.append(
                    try await ServerProcess(
                        arguments: ["--trust-proxy", "--max-connections-per-address", "0", "--pool-size", "8"],
                        environment: ["MOVIES_DATABASE": database]))
            }
            try await body(servers)
        } catch {
            for server in servers { await server.stop() }
            await TestPostgres.drop(database)
            throw error
        }
        for server in servers { await server.stop() }
        await TestPostgres.drop(database)
    }

    @Test func aVisitorsSearchesThroughOneServerShowOnTheOthers() async throws {
        try await withServers(3) { servers in
            let visitor = try await servers[0].newVisitor(1)
            #expect(await servers[0].answers("alien", as: visitor))
            #expect(await servers[0].answers("heat", as: visitor))
            for server in servers[1...] {
                #expect(try await server.recent(of: visitor) == ["heat", "alien"])
            }
        }
    }

    /// 2,000 searches at once over three servers: 180 visitors search ten titles each, ten search twenty.
    @Test func twoThousandConcurrentSearchesKeepEveryAnsweredQueryAndTenAVisitor() async throws {
        try await withServers(3) { servers in
            var visitors: [TestVisitor] = []
            for number in 0..<190 { visitors.append(try await servers[number % 3].newVisitor(number)) }
            let searches = visitors.enumerated().flatMap { number, visitor in
                TestVisitor.titles.prefix(number < 180 ? 10 : 20).enumerated().map {
                    (visitor, $1, servers[(number + $0) % 3])
                }
            }
            #expect(searches.count == 2_000)
            let answered = Tally()
            await withTaskGroup { group in
                for (visitor, title, server) in searches {
                    group.addTask {
                        if await server.answers(title, as: visitor) {
                            answered.add(title, for: visitor.cookie)
                        }
                    }
                }
            }
            let acknowledged = answered.byVisitor
            #expect(acknowledged.values.map(\.count).reduce(0, +) == 2_000)
            for (number, visitor) in visitors.enumerated() {
                let mine = acknowledged[visitor.cookie] ?? []
                // A save slower than the second a search waits for it lands a moment later.
                var kept: [String] = []
                for _ in 0..<50 {
                    kept = try await servers[(number + 1) % 3].recent(of: visitor)
                    if kept.count == 10, number >= 180 || Set(kept) == mine { break }
                    try await Task.sleep(for: .milliseconds(200))
                }
                #expect(kept.count == 10, "visitor \(number) keeps ten")
                if number < 180 {
                    #expect(Set(kept) == mine, "visitor \(number) keeps all ten")
                } else {
                    #expect(Set(kept).isSubset(of: mine))
                }
            }
        }
    }

    /// One server killed with SIGKILL in the middle of the load: the two others keep answering, and every
    /// search any server answered, the killed one included, is kept. Once it is gone, searches go to the
    /// others, as a load balancer's health check would have them.
    @Test func aServerKilledMidLoadLosesNothingItAnswered() async throws {
        try await withServers(3) { servers in
            var visitors: [TestVisitor] = []
            for number in 0..<90 { visitors.append(try await servers[number % 3].newVisitor(number)) }
            let answered = Tally()
            let survivorsFailed = Tally()
            let killed = Flag()
            await withTaskGroup { group in
                group.addTask {
                    // In the middle of the load: once a third of the 900 searches are answered.
                    for _ in 0..<12_000 where answered.total < 300 { try? await Task.sleep(for: .milliseconds(5)) }
                    await servers[2].kill()
                    killed.raise()
                }
                for (number, visitor) in visitors.enumerated() {
                    group.addTask {
                        for (index, title) in TestVisitor.titles.prefix(10).enumerated() {
                            let server = killed.isRaised ? (number + index) % 2 : (number + index) % 3
                            let patience: Duration = server == 2 ? .seconds(5) : .seconds(60)
                            if await servers[server].answers(title, as: visitor, patience: patience) {
                                answered.add(title, for: visitor.cookie)
                            } else if server != 2 {
                                survivorsFailed.add(title, for: visitor.cookie)
                            }
                        }
                    }
                }
            }
            #expect(survivorsFailed.byVisitor.isEmpty)
            let acknowledged = answered.byVisitor
            for (number, visitor) in visitors.enumerated() {
                let mine = acknowledged[visitor.cookie] ?? []
                var kept: Set<String> = []
                for _ in 0..<50 where !mine.isSubset(of: kept) {
                    kept = Set(try await servers[number % 2].recent(of: visitor))
                    if !mine.isSubset(of: kept) { try await Task.sleep(for: .milliseconds(200)) }
                }
                #expect(mine.isSubset(of: kept), "visitor \(number) lost \(mine.subtracting(kept).sorted())")
            }
        }
    }
}

final class Flag: Sendable {
    private let raised = Mutex(false)

    var isRaised: Bool { raised.withLock { $0 } }

    func raise() {
        raised.withLock { $0 = true }
    }
}
