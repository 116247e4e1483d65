import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// What a program drawing its own cards asks, and one film's watches, on fakes.
@Suite struct FilmMarksScreenTests {
    static let films: [Movie] = [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)),
        .fixture(id: "2", title: "Heat", releaseDate: .year(1995)),
        .fixture(id: "3", title: "Up", releaseDate: .year(2009)),
    ]

    @Test func marksSayWhatTheMemberSavedWatchedAndRatedInTheOrderAsked() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await shelf.savedFilms.save(shelf.film("3"), for: shelf.ana)
        _ = try await shelf.diary.log(
            WatchDraft(day: try CalendarDay("2024-03-12"), rating: 8), of: shelf.film("2"), by: shelf.ana)
        let screen = FilmMarksViewModel(member: shelf.member(shelf.ana))
        let other = FilmReference(source: .tmdb, movieID: Movie.ID("2"))
        await screen.didLoad([shelf.film("3"), shelf.film("2"), shelf.film("1"), other])
        let state = await screen.state
        #expect(state.films == [shelf.film("3"), shelf.film("2"), shelf.film("1"), other])
        #expect(state.mark(of: shelf.film("3")) == (true, false, nil))
        #expect(state.mark(of: shelf.film("2")) == (false, true, 8))
        #expect(state.mark(of: shelf.film("1")) == (false, false, nil))
        #expect(state.mark(of: other) == (false, false, nil), "another source's film is none of these")

        let nobody = FilmMarksViewModel(member: shelf.member(nil))
        await nobody.didLoad([shelf.film("2")])
        #expect(await nobody.state.mark(of: shelf.film("2")) == (false, false, nil))
    }

    @Test func theDiaryListsOneFilmsWatchesWithItsOtherFilters() async throws {
        let shelf = try await Shelf(Self.films)
        for (film, day) in [("2", "2024-03-12"), ("1", "2024-04-01"), ("2", "2025-01-02")] {
            _ = try await shelf.diary.log(WatchDraft(day: try CalendarDay(day)), of: shelf.film(film), by: shelf.ana)
        }
        let screen = DiaryViewModel(diary: shelf.diary, member: shelf.ana)
        await screen.didLoad(filter: DiaryFilter(film: shelf.film("2")))
        #expect(await screen.state.items.map(\.dayText) == ["Jan 2", "Mar 12"])
        #expect(await screen.state.totalCount == 2)
        await screen.didLoad(filter: DiaryFilter(year: 2024, film: shelf.film("2")))
        #expect(await screen.state.items.map(\.title) == ["Heat"])
    }

    @Test func settingsSayWhetherTheDiaryIsPublicAndChangeIt() async throws {
        let shelf = try await Shelf(Self.films)
        let ana = try #require(try await shelf.store.user(withID: shelf.ana))
        let accounts = AccountGuard(
            accounts: AccountsUseCase(users: shelf.store, hasher: InsecureTestPasswordHasher()),
            tokens: AccessTokensUseCase(tokens: shelf.store, digest: InsecureTestSecretDigest()),
            attempts: AttemptThrottle(repository: InMemoryAttemptsRepository()), limits: AccountLimits(),
            turns: UnlimitedPasswordChecks())
        let settings = SettingsViewModel(accounts: accounts, diary: shelf.diary, member: ana, address: "192.0.2.1")
        await settings.didLoad()
        #expect(await settings.diaryIsPublic == false)
        await settings.didSetDiaryPublic(true)
        #expect(await settings.diaryIsPublic == true)
        #expect(await settings.state.notice == "Changes saved.")
        #expect(try await shelf.diary.isPublic(shelf.ana))
    }
}
