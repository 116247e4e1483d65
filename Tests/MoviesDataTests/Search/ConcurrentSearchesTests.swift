import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesSQLite

@Suite struct ConcurrentSearchesTests {
    @Test func fiftyConcurrentSearchesSaveEveryQueryOnce() async throws {
        let url = TestDirectory.unmade("movies-concurrent").appendingPathComponent("movies.sqlite")
        let database = try SQLiteStore.open(at: url)
        let texts = (0..<50).map { "query \($0 % 40)" }  // ten of them twice
        let recent = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database), capacity: 100)
        try await withThrowingTaskGroup { group in
            for text in texts {
                group.addTask { try await recent.save(try MovieQuery(text)) }
            }
            try await group.waitForAll()
        }
        let saved = try await GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: try SQLiteStore.open(at: url)), capacity: 100
        )
        .recentQueries(limit: 100).map(\.text)
        #expect(saved.count == 40)
        #expect(Set(saved) == Set(texts))
    }
}
