import Foundation
import MoviesData
import MoviesDomain
import Testing

/// Searching with the films members added, on every store: a film added on one server is found by that
/// server's next search and, once the others look at the store again, by theirs; a server started later
/// finds it from the start.
@Suite struct AddedFilmsSearchContractTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// One server: its search, and its way to add a film (which tells its search).
    struct Server {
        let movies: MoviesWithAddedFilmsRepository
        let added: IndexingAddedFilmsRepository

        init(_ store: any MoviesStore, recheckInterval: Duration) {
            let index = AddedFilmsIndexCache(store: store, recheckInterval: recheckInterval)
            added = IndexingAddedFilmsRepository(base: store, index: index)
            movies = MoviesWithAddedFilmsRepository(
                base: CatalogMoviesRepository(store: store, added: index), added: added)
        }

        func titles(_ text: String) async throws -> [String] {
            try await movies.searchMovies(try MovieQuery(text), page: .first).movies.map {
                "\($0.title) (\($0.releaseDate.year ?? 0))"
            }
        }
    }

    static func facts(_ title: String, _ year: Int) throws -> FilmFacts {
        try FilmFacts(title: title, year: year, thisYear: 2026, directors: ["Someone"], runtime: 120)
    }

    @Test(arguments: StoreKind.available) func aFilmAddedOnOneServerIsFoundOnEvery(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let stores = [try await database.open(), try await database.open()]
            let catalog = try CatalogFixtures.resource(
                [CatalogFixtures.film(1, "Dune", released: "1984"), CatalogFixtures.film(2, "Dune Warriors")],
                in: try CatalogFixtures.temporaryDirectory())
            try await CatalogImporter(store: stores[0], resource: catalog).importIfNeeded()
            let ana = try await MemberFixtures.add("ana", to: stores[0])
            // The first server looks at the store again only after an hour: what it adds, it knows at once.
            let first = Server(stores[0], recheckInterval: .seconds(3_600))
            let second = Server(stores[1], recheckInterval: .zero)
            #expect(try await first.titles("dune") == ["Dune (1984)", "Dune Warriors (2001)"])
            #expect(try await second.titles("dune") == ["Dune (1984)", "Dune Warriors (2001)"])

            let added = try await first.added.add(try Self.facts("Dune", 2021), by: ana.id, at: now)
            // A step below the catalog's films that hold the query as well.
            #expect(try await first.titles("dune") == ["Dune (1984)", "Dune Warriors (2001)", "Dune (2021)"])
            #expect(try await second.titles("dune 2021").first == "Dune (2021)", "another server, once it looks")
            #expect(try await second.movies.movie(withID: added.id).title == "Dune")

            _ = try await second.added.add(
                try Self.facts("Everything Everywhere All at Once", 2022), by: ana.id, at: now)
            let later = Server(stores[0], recheckInterval: .seconds(3_600))
            #expect(try await later.titles("everything everywhere") == ["Everything Everywhere All at Once (2022)"])
            #expect(try await later.titles("dune").count == 3, "a server started later loads them all")
            #expect(try await first.titles("everything everywhere").isEmpty, "until it looks at the store again")
        }
    }

    @Test(arguments: StoreKind.available)
    func aFilmRemovedOnOneServerGoesFromEveryAndOneInUseStays(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let stores = [try await database.open(), try await database.open()]
            let catalog = try CatalogFixtures.resource(
                [CatalogFixtures.film(1, "Dune", released: "1984")], in: try CatalogFixtures.temporaryDirectory())
            try await CatalogImporter(store: stores[0], resource: catalog).importIfNeeded()
            let ana = try await MemberFixtures.add("ana", to: stores[0])
            let first = Server(stores[0], recheckInterval: .seconds(3_600))
            let second = Server(stores[1], recheckInterval: .zero)
            let before = try await stores[0].addedFilmsVersion()
            let mistake = try await first.added.add(try Self.facts("Dune Part Tow", 2024), by: ana.id, at: now)
            let kept = try await first.added.add(try Self.facts("Dune Part Two", 2024), by: ana.id, at: now)
            #expect(try await stores[1].addedFilmsVersion() == before + 2, "each change counts")
            #expect(try await second.titles("dune part").count == 2)

            // Logged, a film stays, and the refusal says what names it.
            let reference = FilmReference(source: .catalog, movieID: kept.id)
            _ = try await stores[0].add(
                Watch(
                    id: Watch.ID(rawValue: "w1"), member: ana.id,
                    film: WatchedFilm(kept.movie, reference: reference),
                    details: try WatchDetails(
                        day: CalendarDay("2024-03-12"), rating: 8, isRewatch: false, isLiked: false),
                    logged: now))
            await #expect(throws: AddedFilmError.inUse(AddedFilmUse(watches: 1))) {
                try await second.added.removeAddedFilm(kept.id, as: reference)
            }

            let removed = try await second.added.removeAddedFilm(
                mistake.id, as: FilmReference(source: .catalog, movieID: mistake.id))
            #expect(removed)
            #expect(try await second.titles("dune part") == ["Dune Part Two (2024)"], "gone from its own search")
            #expect(try await stores[0].addedFilm(mistake.id) == nil)
            #expect(try await stores[0].addedFilmsVersion() == before + 3)
            let later = Server(stores[0], recheckInterval: .zero)
            #expect(try await later.titles("dune part") == ["Dune Part Two (2024)"], "and from every other")
            #expect(try await second.added.removeAddedFilm(mistake.id, as: reference) == false, "removed once")
        }
    }
}
