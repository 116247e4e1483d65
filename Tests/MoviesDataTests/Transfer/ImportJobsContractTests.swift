import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about imports kept in it: one running a member, its holder alone writes
/// its progress and ends it, a member's stop is heard, a job whose holder went quiet is taken over by
/// exactly one server (which frees the member's import turn), and an ended job lets its file go.
@Suite(.serialized) struct ImportJobsContractTests {
    let start = Date(timeIntervalSince1970: 3_000_000)

    func job(of member: User.ID, at time: Date) -> ImportJob {
        var summary = ImportSummary(
            origin: .letterboxd, rowCount: 3, matchedBy: [.id: 2, .title: 1],
            unresolved: [
                .init(
                    hint: FilmHint(title: "Parasite", year: 2019, imdbID: "tt6751668"),
                    places: [.init(file: "diary.csv", line: 4)],
                    candidates: [
                        .init(
                            reference: FilmReference(source: .catalog, movieID: Movie.ID("84472")), title: "Parasite",
                            year: 2019)
                    ])
            ],
            refused: [.init(place: .init(file: "diary.csv", line: 9), reason: "2099-01-01 is in the future")],
            toAdd: (3, 1, 0, 0), notes: ["a note"])
        summary.toAdd.saved = 2
        return ImportJob(
            id: .make(), member: member, fileName: "letterboxd.zip", summary: summary,
            progress: ImportProgress(done: 0, total: 3), started: time, updated: time)
    }

    @Test(arguments: StoreKind.available) func aJobIsKeptWholeAndOnlyOneRunsAMember(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let first = job(of: ana.id, at: start)
            #expect(try await store.addImportJob(first, file: Data("rows".utf8), holder: "a"))
            #expect(!(try await store.addImportJob(job(of: ana.id, at: start + 1), file: Data(), holder: "b")))
            let kept = try #require(try await store.importJob(first.id, of: ana.id))
            #expect(kept.fileName == "letterboxd.zip" && kept.state == .running && kept.progress.total == 3)
            #expect(kept.summary.matchedBy == [.id: 2, .title: 1] && kept.summary.toAdd.saved == 2)
            #expect(kept.summary.unresolved.first?.hint.imdbID == "tt6751668")
            #expect(
                kept.summary.unresolved.first?.candidates.first?.reference
                    == FilmReference(source: .catalog, movieID: Movie.ID("84472")))
            #expect(kept.summary.refused.first?.reason == "2099-01-01 is in the future")
            #expect(try await store.importJobFile(first.id) == Data("rows".utf8))
            let bea = try await MemberFixtures.add("bea", to: store)
            #expect(try await store.importJob(first.id, of: bea.id) == nil, "another member's is none of theirs")
            #expect(try await store.importJobsBegun(by: ana.id, since: start - 1) == 1)
            #expect(try await store.importJobsBegun(by: ana.id, since: start + 1) == 0)
        }
    }

    @Test(arguments: StoreKind.available) func itsHolderBeatsHearsAStopAndEndsIt(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let begun = job(of: ana.id, at: start)
            _ = try await store.addImportJob(begun, file: Data("rows".utf8), holder: "a")
            let halfway = ImportProgress(done: 2, total: 3)
            #expect(try await store.beatImportJob(begun.id, holder: "a", progress: halfway, at: start + 5) == .carryOn)
            #expect(try await store.beatImportJob(begun.id, holder: "b", progress: halfway, at: start + 5) == .lost)
            #expect(try await store.askImportJobToStop(begun.id, of: ana.id)?.isStopAsked == true)
            #expect(try await store.beatImportJob(begun.id, holder: "a", progress: halfway, at: start + 6) == .stop)
            var outcome = ImportOutcome()
            outcome.watchesAdded = 2
            outcome.wasCancelled = true
            try await store.endImportJob(
                begun.id, holder: "b", as: .done, progress: halfway, outcome: nil, failure: nil, at: start + 7)
            #expect(try await store.importJob(begun.id, of: ana.id)?.state == .running, "only its holder ends it")
            try await store.endImportJob(
                begun.id, holder: "a", as: .stopped, progress: halfway, outcome: outcome, failure: nil, at: start + 7)
            let ended = try #require(try await store.importJob(begun.id, of: ana.id))
            #expect(ended.state == .stopped && ended.progress == halfway && ended.updated == start + 7)
            #expect(ended.outcome?.watchesAdded == 2 && ended.outcome?.wasCancelled == true)
            #expect(try await store.importJobFile(begun.id) == nil, "an ended job lets its file go")
            #expect(try await store.beatImportJob(begun.id, holder: "a", progress: halfway, at: start + 8) == .lost)
            #expect(try await store.addImportJob(job(of: ana.id, at: start + 9), file: Data(), holder: "c"))
            #expect(try await store.latestImportJob(of: ana.id)?.started == start + 9)
        }
    }

    @Test(arguments: StoreKind.available) func aQuietJobIsTakenOverByOneServerWhichGetsTheTurn(
        _ kind: StoreKind
    ) async throws {
        try await kind.withDatabase { database in
            let servers = [try await database.open(), try await database.open()]
            let ana = try await MemberFixtures.add("ana", to: servers[0])
            let begun = job(of: ana.id, at: start)
            _ = try await servers[0].addImportJob(begun, file: Data("rows".utf8), holder: "dead")
            #expect(try await servers[0].takeImportTurn(of: ana.id, holder: "dead", at: start, staleBefore: start))
            _ = try await servers[0].beatImportJob(
                begun.id, holder: "dead", progress: .init(done: 1, total: 3), at: start + 10)
            #expect(
                try await servers[1].takeOverImportJob(
                    holder: "b", staleBefore: start + 10, at: start + 20, sparing: [])
                    == nil)
            #expect(
                try await servers[1].takeOverImportJob(
                    holder: "b", staleBefore: start + 40, at: start + 41, sparing: ["dead", "other"]) == nil,
                "a job its own server is writing is spared")
            let start = start
            let taken = try await withThrowingTaskGroup(of: ImportJob?.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        try await servers[index % 2].takeOverImportJob(
                            holder: "server \(index)", staleBefore: start + 40, at: start + 41, sparing: [])
                    }
                }
                return try await group.compactMap { $0 }.reduce(into: []) { $0.append($1) }
            }
            #expect(taken.count == 1)
            #expect(taken.first?.resumed == 1 && taken.first?.progress.done == 1)
            #expect(try await servers[1].importJobFile(begun.id) == Data("rows".utf8))
            #expect(
                try await servers[1].beatImportJob(
                    begun.id, holder: "dead", progress: .init(done: 1, total: 3), at: start + 42)
                    == .lost, "the quiet server writes no more of it")
            #expect(
                try await servers[1].takeImportTurn(of: ana.id, holder: "b", at: start + 42, staleBefore: start - 600),
                "the dead server's turn is freed")
        }
    }
}
