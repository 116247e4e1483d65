import Foundation
import MoviesTestSupport
import Testing

/// A server on PostgreSQL while the database goes away and comes back, as a person or a load balancer
/// sees it: alive all along, ready only while it can answer, 503s (never a 500, never past the 5 s
/// timeout) during an outage longer than that, recovery without a restart, and no answered search lost.
@Suite(.serialized, .enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
struct PostgresFaultTests {
    func withServer(_ body: (ServerProcess, PrivatePostgres) async throws -> Void) async throws {
        let postgres = try await PrivatePostgres.start()
        do {
            let server = try await ServerProcess(
                arguments: ["--trust-proxy", "--max-connections-per-address", "0"],
                environment: ["MOVIES_DATABASE": postgres.url])
            do {
                try await body(server, postgres)
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        } catch {
            await postgres.remove()
            throw error
        }
        await postgres.remove()
    }

    @Test func aServerStartedWhileTheDatabaseIsDownIsAliveNotReadyAndConnectsWhenItComes() async throws {
        let postgres = try await PrivatePostgres.start()
        try await postgres.pause()
        let server = try await ServerProcess(
            arguments: [], environment: ["MOVIES_DATABASE": postgres.url], waitingFor: "/health")
        let health = try await server.get("/health")
        let ready = try await server.get("/ready")
        let search = try await server.get("/api/search?q=heat")
        try await postgres.resume()
        var readyAfter = 0
        for _ in 0..<150 where readyAfter != 200 {
            readyAfter = try await server.get("/ready").status
            try await Task.sleep(for: .milliseconds(200))
        }
        let searchAfter = try await server.get("/api/search?q=heat")
        await server.stop()
        await postgres.remove()
        #expect(health.status == 200)
        #expect(ready.status == 503)
        #expect(ready.body.contains("\"code\":\"unavailable\""))
        #expect(search.status == 503)
        #expect(readyAfter == 200)
        #expect(searchAfter.status == 200)
        #expect(searchAfter.body.contains("\"title\":\"Heat\""))
    }

    @Test func aDatabaseRestartedUnderLoadCostsSomeAnswersAndNoAnsweredSearch() async throws {
        try await withServer { server, postgres in
            var visitors: [TestVisitor] = []
            for number in 0..<20 { visitors.append(try await server.newVisitor(number)) }
            let everyone = visitors.count
            let answered = Tally()
            let statuses = Tally()
            let slowest = Tally()
            try await withThrowingTaskGroup { group in
                group.addTask {
                    // Once every visitor has had an answer: a first search (the catalog's index read from
                    // the database) caught by the pause waits out more than one access's timeout.
                    for _ in 0..<1_200 where answered.byVisitor.count < everyone {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    try await postgres.pause()
                    // The outage's length is the scenario, not a wait: well past a request's 5 s timeout (a
                    // shorter one costs waiting, not errors), so an answer that waited for the database's
                    // return is told from one the timeout gave, however busy the machine.
                    try await Task.sleep(for: .seconds(12))
                    try await postgres.resume()
                }
                for visitor in visitors {
                    group.addTask {
                        for title in TestVisitor.titles {
                            let start = ContinuousClock.now
                            let answer = try await server.search(title, as: visitor)
                            if ContinuousClock.now - start > .seconds(10) { slowest.add(title, for: visitor.cookie) }
                            statuses.add("\(answer.status)", for: "all")
                            if answer.status == 200 { answered.add(title, for: visitor.cookie) }
                            try await Task.sleep(for: .milliseconds(150))
                        }
                    }
                }
                try await group.waitForAll()
            }
            let seen = statuses.byVisitor["all"] ?? []
            #expect(seen.isSubset(of: ["200", "503"]), "only answers and 503s: \(seen.sorted())")
            #expect(seen.contains("503"), "the outage was seen")
            #expect(slowest.byVisitor.isEmpty, "no answer waited past the timeout")
            var ready = 0
            for _ in 0..<50 where ready != 200 {
                ready = try await server.get("/ready").status
                try await Task.sleep(for: .milliseconds(200))
            }
            #expect(ready == 200, "ready again within ten seconds of the database's return")
            let acknowledged = answered.byVisitor
            for (number, visitor) in visitors.enumerated() {
                // Each keeps ten: the answered ones among its last ten searches must all be there.
                let lastTen = Set(TestVisitor.titles.suffix(10)).intersection(acknowledged[visitor.cookie] ?? [])
                var kept: Set<String> = []
                for _ in 0..<50 where !lastTen.isSubset(of: kept) {
                    kept = Set(try await server.recent(of: visitor))
                    try await Task.sleep(for: .milliseconds(200))
                }
                #expect(lastTen.isSubset(of: kept), "visitor \(number) lost \(lastTen.subtracting(kept).sorted())")
            }
        }
    }
}
