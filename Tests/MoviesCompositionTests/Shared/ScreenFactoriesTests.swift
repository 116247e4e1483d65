import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// Every screen the container makes, from a container of fakes in memory: no database, no network.
@Suite struct ScreenFactoriesTests {
    static let films: [Movie] = [
        Movie(
            id: Movie.ID("1"), title: "Heat", releaseDate: .year(1995), genres: ["Crime"], directors: ["Michael Mann"]),
        Movie(
            id: Movie.ID("2"), title: "Thief", releaseDate: .year(1981), genres: ["Crime"], directors: ["Michael Mann"]),
    ]

    let container: AppContainer = {
        let movies = InMemoryMoviesRepository(movies: films)
        let recent = InMemoryRecentQueriesRepository()
        return AppContainer(
            movies: movies, discovery: movies, posters: InMemoryPosterImagesRepository(),
            recentQueries: { _ in recent },
            members: InMemoryMemberStore(), hasher: InsecureTestPasswordHasher(), source: .catalog)
    }()

    @Test func aMemberSignsUpSavesReviewsAndSeesItOnEveryScreen() async throws {
        let accounts = try container.accountGuard(limits: AccountLimits(), turns: UnlimitedPasswordChecks())
        let signUp = container.accountFormScreen(accounts, address: "192.0.2.1", strings: .english)
        await signUp.didSignUp(name: "ana", given: "Ana", family: "Lima", password: "long enough")
        let ana = try #require(await signUp.state.member)

        let saved = container.savedScreen(member: ana.id, strings: .english)
        await saved.didSave(FilmReference(source: container.filmSource, movieID: Movie.ID("2")))
        #expect(await saved.state.items.map(\.row.title) == ["Thief"])
        let reviews = container.reviewsScreen(of: container.filmSourceReference("2"), member: ana.id, strings: .english)
        await reviews.didWrite(try ReviewDraft(rating: 8, text: "Cool.", hasSpoilers: false))

        let search = container.searchScreen(history: .visitor("visitor"), member: ana.id, strings: .english)
        await search.didSearch("thief")
        #expect(await search.state.marks.isSaved(Movie.ID("2")))
        let film = container.filmScreen(.idOrTitle("thief"), member: ana.id, strings: .english)
        await film.didLoad()
        let state = await film.state
        #expect(state.isSaved && state.reviews?.own?.content.text == "Cool." && state.similar.map(\.title) == ["Heat"])
        let page = try container.memberPage(named: "ana", viewer: nil, strings: .english)
        await page.didLoad()
        #expect(await page.state.reviews.map(\.filmTitle) == ["Thief"])

        let signIn = container.accountFormScreen(accounts, address: "192.0.2.1", strings: .english)
        await signIn.didSignIn(name: "ana", password: "long enough")
        #expect(await signIn.state.member?.id == ana.id)
        let settings = container.settingsScreen(accounts, member: ana, address: "192.0.2.1", strings: .english)
        await settings.didDeleteAccount(password: "long enough")
        #expect(await settings.state.notice == Strings.english.account.accountDeleted)
    }

    @Test func theScreensOfFindingFilmsNeedNobody() async throws {
        let home = container.homeScreen(history: .visitor("visitor"), strings: .spanish)
        await home.didLoad()
        #expect(await home.state.rows.isEmpty == false)
        let recent = container.recentSearches(of: .visitor("visitor"), maxCount: 5)
        let search = container.searchScreen(history: .visitor("visitor"), member: nil, strings: .english)
        await search.didSearch("heat")
        await recent.didLoad()
        #expect(await recent.items == ["heat"])
        let browse = container.discoverScreen(member: nil, strings: .english)
        await browse.didBrowse(try DiscoverFilter(genres: [.crime], sort: .title))
        #expect(await browse.state.list.items.map(\.title) == ["Heat", "Thief"])
        let person = container.personScreen(.name("michael mann"), strings: .english)
        await person.didLoad()
        #expect(await person.content?.credits.count == 2)
        let poster = container.posters()
        await poster.didLayOut(path: "/none.jpg", width: 185)
        #expect(await poster.failure?.kind == .notFound)
    }
}

extension AppContainer {
    fileprivate func filmSourceReference(_ id: String) -> FilmReference {
        FilmReference(source: filmSource, movieID: Movie.ID(id))
    }
}
