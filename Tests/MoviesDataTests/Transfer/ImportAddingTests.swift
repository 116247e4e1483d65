import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// An import's leftovers become films, on every store: a row no film fits is added as new from what the
/// file says of it once the member chooses so (one film, or all those left), never otherwise; an export
/// carries a film a member added, and another Movies adds it from those facts, or finds it by them.
@Suite struct ImportAddingTests {
    /// One installation over a store: the catalog with the films members added, and its import and export.
    struct Installation {
        let store: any MoviesStore
        let movies: MoviesWithAddedFilmsRepository
        let imports: ImportUseCase
        let exports: ExportUseCase

        init(_ store: any MoviesStore) {
            self.store = store
            let index = AddedFilmsIndexCache(store: store, recheckInterval: .zero)
            let added = IndexingAddedFilmsRepository(base: store, index: index)
            let catalog = CatalogMoviesRepository(store: store, added: index)
            let movies = MoviesWithAddedFilmsRepository(base: catalog, added: added)
            let identifiers = IdentifiersWithAddedFilms(base: catalog, added: index)
            self.movies = movies
            imports = ImportUseCase(
                reader: ExportFileReader(),
                matcher: FilmMatcher(movies: movies, identifiers: identifiers, source: .catalog),
                films: FilmSource(.catalog, movies: movies), diary: store, saved: store, reviews: store, lists: store,
                turns: store, choices: store, favourites: store,
                adding: AddFilmUseCase(movies: movies, identifiers: identifiers, added: added),
                now: { Date(timeIntervalSince1970: 1_795_000_000) })
            exports = ExportUseCase(
                users: store, diary: store, saved: store, reviews: store, tokens: store, lists: store,
                favourites: store, identifiers: identifiers, added: added, source: .catalog,
                writer: ZipAccountArchiveWriter())
        }

        static func open(_ store: any MoviesStore) async throws -> Installation {
            let catalog = try CatalogFixtures.resource(
                [CatalogFixtures.film(1, "Dune", released: "1984"), CatalogFixtures.film(2, "Heat", released: "1995")],
                in: try CatalogFixtures.temporaryDirectory())
            try await CatalogImporter(store: store, resource: catalog).importIfNeeded()
            return Installation(store)
        }

        func titles(_ text: String) async throws -> [String] {
            try await movies.searchMovies(try MovieQuery(text), page: .first).movies.map {
                "\($0.title) (\($0.releaseDate.year ?? 0))"
            }
        }

        func diary(of member: User.ID) async throws -> [Watch] {
            try await store.allWatches(of: member)
        }
    }

    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,Heat,1995,https://boxd.it/a,4,,,2024-01-01
        2024-01-03,Past Lives,2023,https://boxd.it/b,5,,,2024-01-03
        2024-01-04,Aftersun,2022,https://boxd.it/c,4.5,,,2024-01-04
        2024-01-05,Nameless,,https://boxd.it/d,3,,,2024-01-05

        """

    @Test(arguments: StoreKind.available)
    func aRowNoFilmFitsIsAddedOnlyWhenChosenAndAllOrNone(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let here = try await Installation.open(store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let plan = try await here.imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            #expect(plan.unresolved.map(\.hint.description) == ["Aftersun (2022)", "Nameless", "Past Lives (2023)"])
            #expect(try await store.addedFilmCount() == 0, "reading a file adds no film")

            // Every film left, one of which has no year: refused by its name, and nothing is added.
            let all = plan.additions(named: ["*": "add"])
            #expect(all.count == 3)
            await #expect(throws: ImportAdditionError(hint: all[1], reason: .noYear)) {
                try await here.imports.add(all, in: plan, for: ana.id)
            }
            #expect(try await store.addedFilmCount() == 0)

            // One film by name and the rest skipped, as a resolve file says it.
            let named = ["Past Lives (2023)": "add", "Aftersun (2022)": "add", "*": "skip"]
            let chosen = try await here.imports.add(
                plan.additions(named: named),
                in: try await here.imports.choose(
                    try plan.choices(named: named, bareNumbers: .catalog), in: plan, for: ana.id),
                for: ana.id)
            #expect(chosen.unresolved.isEmpty)
            #expect(try await store.addedFilmCount() == 2)
            _ = try await here.imports.apply(chosen, for: ana.id) { _ in }
            let watched = try await here.diary(of: ana.id)
            #expect(watched.count == 3)
            let pastLives = try #require(watched.first { $0.details.rating == 10 })
            let film = try await here.movies.movie(withID: pastLives.film.reference.movieID)
            #expect(film.title == "Past Lives" && film.releaseDate.year == 2023)
            #expect(try await here.titles("past lives") == ["Past Lives (2023)"], "found by search at once")

            // The same file again: every film is found (Nameless skipped, as chosen), nothing added twice.
            let again = try await here.imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            #expect(again.unresolved.isEmpty)
            #expect(try await store.addedFilmCount() == 2)
            #expect(again.counts.watches == 0)
        }
    }

    @Test(arguments: StoreKind.available)
    func anExportCarriesAnAddedFilmToAnotherMovies(_ kind: StoreKind) async throws {
        try await kind.withDatabase { first in
            try await kind.withDatabase { second in
                let there = try await Installation.open(try await first.open())
                let ana = try await MemberFixtures.add("ana", to: there.store)
                let facts = try FilmFacts(
                    title: "Past Lives", year: 2023, thisYear: 2026, directors: ["Celine Song"], runtime: 106,
                    genres: [.drama, .romance], identifiers: FilmIdentifiers(imdb: "tt13238346"))
                let added = try await there.store.add(facts, by: ana.id, at: Date(timeIntervalSince1970: 1_795_000_000))
                let logged = try await there.imports.prepare(
                    Data(
                        "Date,Name,Year,Letterboxd URI,Rating,Watched Date\n2024-01-03,Past Lives,2023,x,4.5,2024-01-03\n"
                            .utf8),
                    named: "diary.csv", for: ana.id)
                #expect(logged.matchedBy[.title] == 1)
                _ = try await there.imports.apply(logged, for: ana.id) { _ in }
                let archive = try await there.exports.archive(of: ana.id)

                // Here another member added a film first: the export's number for Past Lives is this film's.
                let here = try await Installation.open(try await second.open())
                let bea = try await MemberFixtures.add("bea", to: here.store)
                let other = try await here.store.add(
                    try FilmFacts(title: "Aftersun", year: 2022, thisYear: 2026), by: bea.id,
                    at: Date(timeIntervalSince1970: 1_795_000_000))
                #expect(other.id == added.id)
                let plan = try await here.imports.prepare(archive.bytes, named: archive.fileName, for: bea.id)
                let row = try #require(plan.unresolved.first)
                #expect(plan.unresolved.count == 1 && row.hint.description == "Past Lives (2023)")
                #expect(row.hint.facts == facts, "never taken for the film of its number here")

                let chosen = try await here.imports.add([row.hint], in: plan, for: bea.id)
                _ = try await here.imports.apply(chosen, for: bea.id) { _ in }
                let watch = try #require(try await here.diary(of: bea.id).first)
                #expect(watch.details.rating == 9)
                let film = try await here.movies.movie(withID: watch.film.reference.movieID)
                #expect(film.directors == ["Celine Song"] && film.runtime == 106 && film.extras.imdbID == "tt13238346")

                // A third member's import of the same export finds the film by its IMDb id: nothing to add.
                let cy = try await MemberFixtures.add("cyd", to: here.store)
                let theirs = try await here.imports.prepare(archive.bytes, named: archive.fileName, for: cy.id)
                #expect(theirs.unresolved.isEmpty && theirs.matchedBy[.id] == 1)
            }
        }
    }
}
