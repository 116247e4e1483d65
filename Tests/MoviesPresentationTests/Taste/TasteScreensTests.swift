import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// For you and tonight's pick as their screens word them, over providers in memory.
@Suite struct TasteScreensTests {
    static let alien = Movie.fixture(id: "1", title: "Alien", releaseDate: .year(1979))
    static let heat = Movie.fixture(id: "2", title: "Heat", releaseDate: .year(1995))

    func member(_ name: String) throws -> User {
        User(
            id: User.ID(name), name: try UserName(name),
            fullName: try FullName(given: name.capitalized, family: "Test"),
            joined: .distantPast)
    }

    @Test func forYouSaysHowSureItIsAndSetsAFilmAsideUntilUndone() async throws {
        let films = [
            Recommendation(movie: Self.alien, predicted: 8.4, reasons: [.genre(.horror, films: 3)]),
            Recommendation(movie: Self.heat, predicted: 7.2, reasons: []),
        ]
        let screen = ForYouViewModel(
            member: User.ID("ana"), forYou: ForYouOverMemory(films, rated: 12), films: .catalog)
        await screen.didLoad()
        var state = await screen.state
        #expect(
            state.heading == "For you"
                && state.intro == "From your 12 rated films, the films you are likely to rate highest.")
        #expect(state.rows.map(\.title) == ["Alien", "Heat"] && state.rows.first?.likelyText == "About 8/10 for you")
        #expect(state.rows.first?.reasons.count == 1)

        let alien = FilmReference(source: .catalog, movieID: Self.alien.id)
        await screen.didDismiss(alien, title: "Alien")
        state = await screen.state
        #expect(state.notice == "“Alien” will not be suggested again." && state.rows.map(\.title) == ["Heat"])
        await screen.didUndo(alien, title: "Alien")
        state = await screen.state
        #expect(state.notice == "“Alien” may be suggested again." && state.rows.map(\.title) == ["Alien", "Heat"])

        let few = ForYouViewModel(member: User.ID("ana"), forYou: ForYouOverMemory(films, rated: 2), films: .catalog)
        await few.didLoad()
        let early = await few.state
        #expect(early.intro != state.intro && early.rows.allSatisfy { $0.likelyText == nil }, "no guess from 2 ratings")

        let nowhere = ForYouViewModel(member: User.ID("ana"), forYou: nil, films: .tmdb)
        await nowhere.didLoad()
        let unavailable = await nowhere.state
        #expect(unavailable.failure?.code == "for_you_unavailable" && unavailable.emptyText.contains("not available"))
    }

    @Test func thePickOffersFriendsAndGivesEachOnesOutlookAPrivateDiaryUnnamed() async throws {
        let (ana, bob, cyd) = (try member("ana"), try member("bob"), try member("cyd"))
        var long = Self.heat
        long.runtime = 170
        var short = Self.alien
        short.runtime = 117
        let pick = PickOverMemory(me: ana, friends: [bob, cyd], films: [short, long], privateDiaries: ["cyd"])
        let screen = PickViewModel(member: ana.id, pick: pick, films: .catalog)
        await screen.didLoad()
        var state = await screen.state
        #expect(state.heading == "Tonight’s pick" && state.friends.map(\.label) == ["bob", "cyd"])
        #expect(state.rows.isEmpty && state.emptyText == "Choose who watches with you, then pick.")

        await screen.didPick(PickRequest(with: ["bob", "cyd"], under: "120"))
        state = await screen.state
        #expect(state.friends.filter(\.chosen).map(\.label) == ["bob", "cyd"])
        #expect(state.lengths.first { $0.chosen }?.value == "120")
        #expect(state.rows.map(\.title) == ["Alien"], "Heat runs past two hours")
        let outlooks = try #require(state.rows.first?.outlooks)
        #expect(outlooks.map(\.name) == ["You", "bob", "cyd"])
        #expect(outlooks.map(\.text) == ["You: about 8/10", "bob: about 8/10", "cyd: a private diary"])

        await screen.didPick(PickRequest(with: ["dan"]))
        #expect(await screen.state.failure?.message.contains("dan") == true)
        await screen.didPick(PickRequest(with: ["bob"], under: "forever"))
        #expect(await screen.state.failure?.kind == .invalidInput)
    }
}
