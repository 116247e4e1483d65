import Foundation
import MoviesTestSupport
import Synchronization
import Testing

/// Three `movies serve` on one PostgreSQL database, as behind a load balancer: what one server saved,
/// the others show; a burst of searches spread over them loses nothing it answered; one killed mid-load
/// leaves the others answering.
@Suite(.serialized, .enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
struct MultiServerTests {
    static let titles = [
        "heat", "alien", "up", "star wars", "casablanca", "vertigo", "jaws", "rocky", "psycho", "fargo",
        "amelie", "brazil", "gravity", "memento", "ran", "rashomon", "seven", "taxi driver", "the thing", "zodiac",
    ]

    /// A visitor as the servers see it: its own address (the servers trust a proxy's X-Forwarded-For, as
    /// behind a load balancer) and the cookie one server issued, which every server honours.
    struct Visitor: Sendable {
        let address: String
        let cookie: String

        var headers: [(String, String)] { [("X-Forwarded-For", address), ("Cookie", cookie)] }
    }

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

    func visitor(_ number: Int, from server: ServerProcess) async throws -> Visitor {
        let address = "10.\(number / 65_536 % 256).\(number / 256 % 256).\(number % 256)"
        let answer = try await server.get("/api/recent", headers: [("X-Forwarded-For", address)])
        let cookie = try #require(answer.setCookie?.split(separator: ";").first.map(String.init))
        return Visitor(address: address, cookie: cookie)
    }

    /// `patience`: how long the client waits (a killed server's connections are retried until then).
    static func search(
        _ text: String, as visitor: Visitor, on server: ServerProcess, patience: Duration = .seconds(60)
    ) async -> Bool {
        let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        let answer = try? await server.get("/api/search?q=\(query)", headers: visitor.headers, timeout: patience)
        return answer?.status == 200
    }

    func recent(of visitor: Visitor, on server: ServerProcess) async throws -> [String] {
        let body = try await server.get("/api/recent?limit=100", headers: visitor.headers).body
        let document = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return document?["queries"] as? [String] ?? []
    }

    @Test func aVisitorsSearchesThroughOneServerShowOnTheOthers() async throws {
        try await withServers(3) { servers in
            let visitor = try await visitor(1, from: servers[0])
            #expect(await Self.search("alien", as: visitor, on: servers[0]))
            #expect(await Self.search("heat", as: visitor, on: servers[0]))
            for server in servers[1...] {
                #expect(try await recent(of: visitor, on: server) == ["heat", "alien"])
            }
        }
    }

    /// 2,000 searches at once over three servers: 180 visitors search ten titles each, ten search twenty.
    @Test func twoThousandConcurrentSearchesKeepEveryAnsweredQueryAndTenAVisitor() async throws {
        try await withServers(3) { servers in
            var visitors: [Visitor] = []
            for number in 0..<190 { visitors.append(try await visitor(number, from: servers[number % 3])) }
            let searches = visitors.enumerated().flatMap { number, visitor in
                Self.titles.prefix(number < 180 ? 10 : 20).enumerated().map {
                    (visitor, $1, servers[(number + $0) % 3])
                }
            }
            #expect(searches.count == 2_000)
            let answered = Tally()
            await withTaskGroup { group in
                for (visitor, title, server) in searches {
                    group.addTask {
                        if await Self.search(title, as: visitor, on: server) {
                            answered.add(title, for: visitor.cookie)
                        }
                    }
                }
            }
            let acknowledged = answered.byVisitor
            #expect(acknowledged.values.map(\.count).reduce(0, +) == 2_000)
            for (number, visitor) in visitors.enumerated() {
                let mine = acknowledged[visitor.cookie] ?? []
                // A save slower than the quarter second a search waits for it lands a moment later.
                var kept: [String] = []
                for _ in 0..<50 where kept.count < 10 || (number < 180 && Set(kept) != mine) {
                    kept = try await recent(of: visitor, on: servers[(number + 1) % 3])
                    if kept.count < 10 { try await Task.sleep(for: .milliseconds(200)) }
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
            var visitors: [Visitor] = []
            for number in 0..<90 { visitors.append(try await visitor(number, from: servers[number % 3])) }
            let answered = Tally()
            let survivorsFailed = Tally()
            let killed = Flag()
            await withTaskGroup { group in
                group.addTask {
                    try? await Task.sleep(for: .milliseconds(700))
                    await servers[2].kill()
                    killed.raise()
                }
                for (number, visitor) in visitors.enumerated() {
                    group.addTask {
                        for (index, title) in Self.titles.prefix(10).enumerated() {
                            let server = killed.isRaised ? (number + index) % 2 : (number + index) % 3
                            let patience: Duration = server == 2 ? .seconds(5) : .seconds(60)
                            if await Self.search(title, as: visitor, on: servers[server], patience: patience) {
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
                    kept = Set(try await recent(of: visitor, on: servers[number % 2]))
                    if !mine.isSubset(of: kept) { try await Task.sleep(for: .milliseconds(200)) }
                }
                #expect(mine.isSubset(of: kept), "visitor \(number) lost \(mine.subtracting(kept).sorted())")
            }
        }
    }
}

/// Titles by visitor, added to from many tasks.
final class Tally: Sendable {
    private let titles = Mutex<[String: Set<String>]>([:])

    var byVisitor: [String: Set<String>] { titles.withLock { $0 } }

    func add(_ title: String, for visitor: String) {
        titles.withLock { _ = $0[visitor, default: []].insert(title) }
    }
}

final class Flag: Sendable {
    private let raised = Mutex(false)

    var isRaised: Bool { raised.withLock { $0 } }

    func raise() {
        raised.withLock { $0 = true }
    }
}
