import Foundation
import MoviesData
import MoviesDomain
import MoviesPostgres
import MoviesTestSupport
import Testing

/// An import of many batches into PostgreSQL, on a store whose accesses have a request's deadline (a
/// server's five seconds, not the contract tests' two minutes): a batch of 500 watches, a transaction of
/// thousands of statements, may take longer than a request may on a busy machine, and must still be
/// written whole; the job ends done, never taken over, with each watch once.
@Suite(.enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
struct PostgresImportTests {
    static let watches = 2_000

    /// Eight films rated on day after day: four batches, each film many rated watches in each.
    static func diary() throws -> Data {
        var lines = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
        var day = try TransferFixtures.day("2015-01-01")
        for number in 0..<watches {
            lines += "2024-01-01,Film \(number % 8 + 1),\(1971 + number % 8),x,\(number % 10 / 2 + 1),,cinema,\(day)\n"
            day = day.next
        }
        return Data(lines.utf8)
    }

    @Test(.timeLimit(.minutes(10)))
    func anImportOfManyBatchesEndsDoneUnderARequestsDeadline() async throws {
        let url = try await TestPostgres.makeDatabase()
        let store = try await PostgresStore.open(try PostgresLocation(url: url), poolSize: 4)
        do {
            let fixtures = TransferFixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let file = try Self.diary()
            let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
            let jobs = ImportJobsUseCase(imports: fixtures.imports, jobs: store, beat: .milliseconds(200))
            let begun = try await jobs.begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
            let ended = await jobs.run(begun, holder: "a", plan: plan)
            #expect(ended.state == .done, "\(ended.failure ?? "")")
            #expect(ended.outcome?.watchesAdded == Self.watches)
            let kept = try #require(try await store.importJob(begun.id, of: ana.id))
            #expect(kept.state == .done && kept.resumed == 0)
            #expect(try await store.allWatches(of: ana.id).count == Self.watches)
        } catch {
            await store.close()
            await TestPostgres.drop(url)
            throw error
        }
        await store.close()
        await TestPostgres.drop(url)
    }
}
