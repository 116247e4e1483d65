import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Imports written in the background and kept in the store: written whole and said so, refused past a
/// day's imports or beside a running one, stopped when asked, and one whose server went quiet finished
/// by another with each watch once.
@Suite struct ImportJobsTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    static let start = Date(timeIntervalSince1970: 1_900_000_000)

    /// On the memory store and SQLite, as `ImportConcurrencyTests`: the rules are the use case's over any
    /// store's jobs. PostgreSQL's jobs are held to the same promises by `ImportJobsContractTests`, and a
    /// whole import on it by `MultiServerImportTests`; 600 watches written in the whole suite's load outlast
    /// its store's deadline.
    static let kinds: [Kind] = [.memory, .sqlite]

    func jobs(_ fixtures: Fixtures, at time: Date = start) -> ImportJobsUseCase {
        ImportJobsUseCase(
            imports: fixtures.imports, jobs: fixtures.store, beat: .milliseconds(50), staleAfter: 30, now: { time })
    }

    @Test(arguments: Self.kinds) func aJobIsWrittenWholeAndEndsDoneWithWhatItWrote(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let file = try ImportConcurrencyTests.diary()
            let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
            let begun = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
            #expect(begun.state == .running && begun.progress.total == ImportConcurrencyTests.watches)
            let ended = await jobs(fixtures).run(begun, holder: "a", plan: plan)
            #expect(ended.state == .done && ended.outcome?.watchesAdded == ImportConcurrencyTests.watches)
            let kept = try #require(try await store.importJob(begun.id, of: ana.id))
            #expect(kept.state == .done && kept.outcome?.watchesAdded == ImportConcurrencyTests.watches)
            #expect(kept.progress.done == ImportConcurrencyTests.watches)
            #expect(try await store.importJobFile(begun.id) == nil)
            #expect(try await store.allWatches(of: ana.id).count == ImportConcurrencyTests.watches)
        }
    }

    @Test func aDaysImportsAreCountedAndOneRunsAtATime() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let file = Data(
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Film 1,1971,x,4,,,2020-01-01\n"
                .utf8)
        let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
        let first = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
        await #expect(throws: ImportUnderWay()) {
            try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "b")
        }
        _ = await jobs(fixtures).run(first, holder: "a", plan: plan)
        for number in 1..<ImportJobsUseCase.perDay {
            let time = Self.start + Double(number)
            let job = try await jobs(fixtures, at: time).begin(
                plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
            _ = await jobs(fixtures, at: time).run(job, holder: "a", plan: plan)
        }
        await #expect(throws: ImportsPerDay(limit: ImportJobsUseCase.perDay)) {
            try await jobs(fixtures, at: Self.start + 100).begin(
                plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
        }
        // A day after the first, one more may begin.
        let tomorrow = Self.start + 24 * 60 * 60 + 0.5
        _ = try await jobs(fixtures, at: tomorrow).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
    }

    @Test func aJobAskedToStopBeforeItWritesEndsStoppedWithNothingWritten() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let file = try ImportConcurrencyTests.diary()
        let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
        let begun = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
        #expect(try await jobs(fixtures).stop(begun.id, of: ana.id)?.isStopAsked == true)
        let ended = await jobs(fixtures).run(begun, holder: "a", plan: plan)
        #expect(ended.state == .stopped && ended.outcome?.wasCancelled == true)
        #expect(try await store.allWatches(of: ana.id).isEmpty)
    }

    /// The server that began it wrote part and went quiet: another reads the kept file again and writes the
    /// rest, each watch once.
    @Test(arguments: Self.kinds) func aQuietJobIsFinishedByAnotherServerWithEachWatchOnce(
        _ kind: Kind
    ) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let file = try ImportConcurrencyTests.diary()
            let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
            _ = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "dead")
            // What the quiet server wrote before it went: the first 100 rows.
            let part = String(decoding: file, as: UTF8.self).split(separator: "\n").prefix(101).joined(separator: "\n")
            let written = try await fixtures.imports.prepare(Data(part.utf8), named: "diary.csv", for: ana.id)
            _ = try await fixtures.imports.apply(written, for: ana.id)
            #expect(try await jobs(fixtures, at: Self.start + 10).resumeOne(holder: "b") == nil, "not quiet yet")
            let ended = try #require(try await jobs(fixtures, at: Self.start + 31).resumeOne(holder: "b"))
            #expect(ended.state == .done && ended.resumed == 1)
            #expect(ended.outcome?.watchesAdded == ImportConcurrencyTests.watches - 100)
            #expect(ended.outcome?.alreadyThere == 100)
            #expect(try await store.allWatches(of: ana.id).count == ImportConcurrencyTests.watches)
            #expect(try await jobs(fixtures, at: Self.start + 62).resumeOne(holder: "c") == nil)
        }
    }

    /// What a job says it wrote counts what the servers before this one wrote: stopped as soon as it is
    /// taken over, it says the watches written before, not none; finished, it says the file's whole.
    @Test(arguments: [false, true]) func aJobTakenOverSaysWhatTheServerBeforeWrote(_ stopped: Bool) async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let file = try ImportConcurrencyTests.diary()
        let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
        let begun = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "dead")
        // The quiet server wrote the first 100 rows, said so in its beat, and went.
        let part = String(decoding: file, as: UTF8.self).split(separator: "\n").prefix(101).joined(separator: "\n")
        let written = try await fixtures.imports.prepare(Data(part.utf8), named: "diary.csv", for: ana.id)
        _ = try await fixtures.imports.apply(written, for: ana.id)
        let total = ImportConcurrencyTests.watches
        _ = try await store.beatImportJob(
            begun.id, holder: "dead", progress: ImportProgress(done: 100, total: total), at: Self.start)
        if stopped { _ = try await jobs(fixtures).stop(begun.id, of: ana.id) }
        let ended = try #require(try await jobs(fixtures, at: Self.start + 31).resumeOne(holder: "b"))
        #expect(ended.state == (stopped ? .stopped : .done))
        #expect(ended.outcome?.watchesAdded == (stopped ? 100 : total))
        #expect(ended.outcome?.alreadyThere == 0)
        #expect(ended.progress == ImportProgress(done: stopped ? 100 : total, total: total))
        #expect(try await store.allWatches(of: ana.id).count == (stopped ? 100 : total))
    }

    /// A job whose writing stops again and again (each server that takes it goes quiet) ends failed at the
    /// next takeover past ``ImportJobsUseCase/maximumTakeovers``, saying why, instead of looping for ever.
    @Test func aJobTakenOverTooOftenEndsFailedAndSaysWhy() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let file = try ImportConcurrencyTests.diary()
        let plan = try await fixtures.imports.prepare(file, named: "diary.csv", for: ana.id)
        let begun = try await jobs(fixtures).begin(plan, file: file, named: "diary.csv", for: ana.id, holder: "a")
        // Taken over by servers that each went quiet before writing.
        for taker in 1...ImportJobsUseCase.maximumTakeovers {
            let time = Self.start + Double(taker) * 31
            let taken = try await store.takeOverImportJob(
                holder: "quiet-\(taker)", staleBefore: time - 30, at: time, sparing: [])
            #expect(taken?.resumed == taker)
        }
        let later = Self.start + Double(ImportJobsUseCase.maximumTakeovers + 1) * 31
        let ended = try #require(try await jobs(fixtures, at: later).resumeOne(holder: "last"))
        #expect(ended.state == .failed)
        #expect(ended.failure?.contains("stopped \(ImportJobsUseCase.maximumTakeovers + 1) times") == true)
        let kept = try #require(try await store.importJob(begun.id, of: ana.id))
        #expect(kept.state == .failed && kept.failure == ended.failure)
        #expect(try await store.allWatches(of: ana.id).isEmpty, "nothing written by the last taker")
    }
}
