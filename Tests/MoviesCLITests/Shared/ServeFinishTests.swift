import MoviesComposition
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesCLI

/// A stopping server waits for its last writes, but a store that no longer answers does not keep it from
/// exiting.
@Suite struct ServeFinishTests {
    static func container(finishing: @escaping @Sendable () async -> Void) -> AppContainer {
        let movies = InMemoryMoviesRepository()
        let recent = InMemoryRecentQueriesRepository()
        return AppContainer(
            movies: movies, discovery: movies, posters: InMemoryPosterImagesRepository(),
            recentQueries: { _ in recent }, members: InMemoryMemberStore(), hasher: InsecureTestPasswordHasher(),
            source: .catalog, finishWrites: finishing)
    }

    /// It returns at all: a hang fails the test at its time limit. (A bound on the wall clock failed under the
    /// whole suite on two cores, where the 200 ms timer's task waited half a minute for a thread.)
    @Test(.timeLimit(.minutes(2))) func aStoreThatNeverAnswersIsLeftAfterTheBound() async {
        // A write that never settles: a continuation nobody resumes, as a lease from a dead pool.
        await ServeCommand.finishWrites(
            of: Self.container { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } },
            within: .milliseconds(200))
    }

    @Test func lastWritesThatSettleAreWaitedFor() async {
        let settled = Flag()
        await ServeCommand.finishWrites(
            of: Self.container {
                try? await Task.sleep(for: .milliseconds(50))
                settled.raise()
            }, within: .seconds(60))
        #expect(settled.isRaised)
    }
}
