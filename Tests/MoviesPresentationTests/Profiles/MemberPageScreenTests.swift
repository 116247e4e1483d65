import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct MemberPageScreenTests {
    static let films = [
        Movie(id: Movie.ID("1"), title: "Heat", posterPath: "/heat.jpg", releaseDate: .year(1995)),
        Movie(id: Movie.ID("2"), title: "Thief", releaseDate: .year(1981)),
        Movie(id: Movie.ID("3"), title: "Collateral", releaseDate: .year(2004)),
        Movie(id: Movie.ID("4"), title: "Ali", releaseDate: .year(2001)),
        Movie(id: Movie.ID("5"), title: "Manhunter", releaseDate: .year(1986)),
    ]

    @Test func aNewMembersPageSaysWhoTheyAreAndHowToChooseFavourites() async throws {
        let shelf = try await Shelf(Self.films)
        let own = MemberPageViewModel(named: "ana", viewer: shelf.ana, profiles: shelf.profiles)
        await own.didLoad()
        let state = await own.state
        #expect(state.fullName == "Ana Lima" && state.name == "ana" && state.isOwn)
        #expect(state.byline.hasPrefix("@ana · ") && state.byline.contains("2026"))
        #expect(state.favouritesHint == Strings.english.profile.noFavourites && state.favourites.isEmpty)
        #expect(state.counts.map { "\($0.value) \($0.label)" } == ["0 films", "0 this year", "0 reviews", "0 lists"])
        #expect(state.ratings == nil && state.recent == [] && state.lists.isEmpty)
        #expect(state.emptyText == Strings.english.account.noReviewsBy("ana") && state.reviews.isEmpty)
        let visitor = MemberPageViewModel(named: "ana", viewer: nil, profiles: shelf.profiles)
        await visitor.didLoad()
        #expect(await visitor.state.favouritesHint == nil, "a visitor is not told how to choose")
    }

    @Test func aProfileShowsFavouritesCountsRatingsListsAndReviewsAsTheViewerMaySee() async throws {
        let shelf = try await Shelf(Self.films)
        let favourites = FavouritesViewModel(member: shelf.ana, favourites: shelf.profiles)
        for film in ["1", "3", "2", "4"] { await favourites.didAdd(shelf.film(film)) }
        #expect(await favourites.state.notice == "“Ali” is one of your favourites now.")
        await favourites.didAdd(shelf.film("5"))
        #expect(await favourites.state.failure?.code == "favourites_conflict", "four at most")
        await favourites.didAdd(shelf.film("1"))
        #expect(await favourites.state.failure?.message == "“Heat” is one of the favourites already.")
        await favourites.didRemove(shelf.film("3"))
        var chosen = await favourites.state
        #expect(
            chosen.favourites.map(\.title) == ["Heat", "Thief", "Ali"] && chosen.position(of: shelf.film("4")) == 3)
        await favourites.didRemove(shelf.film("3"))
        chosen = await favourites.state
        #expect(chosen.failure?.code == "not_favourite" && chosen.favourites.count == 3)

        let diary = shelf.diary
        _ = try await diary.log(
            WatchDraft(day: try CalendarDay("2026-05-01"), rating: 8), of: shelf.film("1"), by: shelf.ana)
        _ = try await diary.log(
            WatchDraft(day: try CalendarDay("2027-01-02"), rating: 5, review: .init(text: "Cold.")),
            of: shelf.film("2"),
            by: shelf.ana)
        let lists = ListsUseCase(
            lists: shelf.store, films: FilmSource(.catalog, movies: shelf.movies), users: shelf.store)
        _ = try await lists.create(try ListDetails(title: "Mann", isPublic: true), by: shelf.ana)
        _ = try await lists.create(try ListDetails(title: "Secret"), by: shelf.ana)

        let visitor = MemberPageViewModel(named: "ANA", viewer: nil, profiles: shelf.profiles, strings: .english)
        await visitor.didLoad()
        var state = await visitor.state
        #expect(
            state.favourites.map(\.title) == ["Heat", "Thief", "Ali"] && state.favourites[0].posterPath == "/heat.jpg")
        #expect(state.counts.map { "\($0.value) \($0.label)" } == ["1 review", "1 list"])
        #expect(state.ratingsText == nil && state.ratings == nil, "how a private diary rates is its own")
        #expect(state.recent == nil, "a private diary's watches are the member's alone")
        #expect(state.lists.map(\.title) == ["Mann"], "a private list is the member's alone")
        #expect(state.reviews.map(\.filmTitle) == ["Thief"] && state.emptyText == nil)

        try await diary.setPublic(true, for: shelf.ana)
        await visitor.didLoad()
        state = await visitor.state
        #expect(state.recent?.map(\.title) == ["Thief", "Heat"] && state.recent?.first?.caption == "★★½")
        #expect(state.counts.map { "\($0.value) \($0.label)" } == ["2 films", "1 this year", "1 review", "1 list"])
        #expect(state.ratingsText == "6.5/10 on average · 2 rated films")
        #expect(state.ratings?.bars.map(\.count) == [0, 0, 0, 0, 1, 0, 0, 1, 0, 0])
        let own = MemberPageViewModel(named: "ana", viewer: shelf.ana, profiles: shelf.profiles, strings: .spanish)
        await own.didLoad()
        state = await own.state
        #expect(state.lists.count == 2 && state.counts.last?.label == "listas")
    }

    @Test(arguments: ["nobody", "", "a b", String(repeating: "x", count: 300)])
    func aNameNobodyHoldsIsNotFound(name: String) async throws {
        let page = MemberPageViewModel(
            named: name, viewer: nil, profiles: try await Shelf([]).profiles, strings: .spanish)
        await page.didLoad()
        let failure = try #require(await page.state.failure)
        #expect(failure.kind == .notFound && failure.message == Strings.spanish.members.accountNotFound)
    }
}
