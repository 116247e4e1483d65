import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct HomeAndSearchScreenTests {
    static let films: [Movie] = [
        Movie(
            id: Movie.ID("1"), title: "Heat", releaseDate: .year(1995), genres: ["Crime"], directors: ["Michael Mann"]),
        Movie(id: Movie.ID("2"), title: "Alien", releaseDate: .year(1979), genres: ["Science Fiction"]),
        Movie(id: Movie.ID("3"), title: "Airplane!", releaseDate: .year(1980), genres: ["Comedy"]),
        Movie(
            id: Movie.ID("4"), title: "Thief", releaseDate: .year(1981), genres: ["Crime"], directors: ["Michael Mann"]),
    ]

    @Test func homeShowsRecentSearchesNewestFirstAndRowsInTheScreensLanguage() async throws {
        let shelf = try await Shelf(Self.films)
        for text in ["alien", "heat"] { try await shelf.recent.save(try MovieQuery(text)) }
        let home = shelf.home(strings: .spanish)
        await home.didLoad()
        let state = await home.state
        #expect(state.isLoaded && state.recentSearches == ["heat", "alien"])
        let rows = Dictionary(uniqueKeysWithValues: state.rows.map { ($0.title, $0.items.map(\.title)) })
        #expect(rows[Strings.spanish.discover.genreName(.scienceFiction)] == ["Alien"])
        #expect(rows[Strings.spanish.discover.genreName(.comedy)] == ["Airplane!"])
        #expect(state.rows.allSatisfy { $0.filter != nil }, "every home row leads to its whole browse")
    }

    @Test func searchShowsFilmsThePeopleTheQueryNamesAndWhatTheMemberSaved() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await shelf.savedFilms.save(shelf.film("4"), for: shelf.ana)
        let search = shelf.search(member: shelf.ana)
        await search.didSearch("thief")
        var state = await search.state
        #expect(state.list.items.map(\.title) == ["Thief"] && state.marks.isSaved(Movie.ID("4")))
        #expect(state.marks.film(Movie.ID("4")) == shelf.film("4"))
        await search.didSearch("heat")
        state = await search.state
        #expect(state.list.items.map(\.title) == ["Heat"] && !state.marks.isSaved(Movie.ID("1")))
        await search.didSearch("michael mann")
        state = await search.state
        #expect(state.people.map(\.name) == ["Michael Mann"] && state.list.items.isEmpty)
        #expect(state.failure == nil && state.coverageNote == nil)
    }

    @Test func nobodySignedInHasSavedNothingAndTheCatalogSaysWhatItHolds() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await shelf.savedFilms.save(shelf.film("1"), for: shelf.ana)
        let search = shelf.search(member: nil, notesCoverage: true, strings: .korean)
        await search.didSearch("heat")
        let state = await search.state
        #expect(state.list.items.map(\.title) == ["Heat"] && state.marks.saved.isEmpty)
        #expect(state.coverageNote == Strings.korean.catalogCoverage)
    }

    @Test func aListGrowsPageByPageAsOneSearch() async throws {
        let many = (1...45).map { Movie.fixture(id: "\($0)", title: "Heat \($0)") }
        let shelf = try await Shelf(many)
        let search = shelf.search()
        await search.didSearch("heat")
        await search.didLoadNextPage()
        await search.didLoadNextPage()
        let state = await search.state.list
        #expect(state.items.count == 45 && state.currentPage == 3 && !state.hasMorePages)
        #expect(await shelf.recent.all.map(\.text) == ["heat"], "the next pages are the same search")
    }

    @Test func theFilmsANextPageBringsAreMarkedToo() async throws {
        let shelf = try await Shelf((1...45).map { Movie.fixture(id: "\($0)", title: "Heat \($0)") })
        _ = try await shelf.savedFilms.save(shelf.film("30"), for: shelf.ana)
        let search = shelf.search(member: shelf.ana)
        await search.didSearch("heat")
        #expect(await search.state.marks.saved.isEmpty)
        await search.didLoadNextPage()
        #expect(await search.state.marks.saved == [Movie.ID("30")])
        await search.didSearch("heat 4")
        #expect(await search.state.marks.saved.isEmpty, "a new search starts from no marks")
    }

    @Test func aWatcherSeesTheListLoadBeforeItSettles() async throws {
        let shelf = try await Shelf(Self.films)
        let search = shelf.search()
        let states = await search.states()
        await search.didSearch("alien")
        var seen: [SearchState] = []
        for await state in states {
            seen.append(state)
            if state.list.loading == .none, !state.list.items.isEmpty { break }
        }
        #expect(seen.contains { $0.list.loading == .fullScreen })
        #expect(seen.last?.list.items.map(\.title) == ["Alien"])
    }

    @Test func aMalformedAddressIsTheListsFailureAndKeepsTheQuery() async throws {
        let search = try await Shelf(Self.films).search()
        await search.didFail(ScreenFailure(PageNumber.Error.notPositive(0), strings: .english), query: "heat")
        let state = await search.state.list
        #expect(state.query == "heat" && state.failure?.code == "invalid_page" && state.items.isEmpty)
    }

    @Test func sKeepsOrLetsGoOfAResultAndSaysWhich() async throws {
        let shelf = try await Shelf(Self.films)
        let search = shelf.search(member: shelf.ana)
        await search.didSearch("heat")
        await search.didToggleSaved(Movie.ID("1"))
        #expect(await search.state.marks.isSaved(Movie.ID("1")))
        #expect(await search.state.notice == "Saved “Heat”.")
        #expect(try await shelf.savedFilms.saved(among: [Movie.ID("1")], for: shelf.ana) == [Movie.ID("1")])
        await search.didToggleSaved(Movie.ID("1"))
        #expect(await !search.state.marks.isSaved(Movie.ID("1")))
        #expect(await search.state.notice == "Removed 1 film.")

        let nobody = shelf.search(member: nil)
        await nobody.didSearch("heat")
        await nobody.didToggleSaved(Movie.ID("1"))
        #expect(await nobody.state.failure?.kind == .unauthorized)
    }
}
