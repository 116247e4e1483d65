import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// A member's answers for the films an import could not place are checked and kept: a later import of the
/// same file asks nothing already answered, on every store.
@Suite struct ImportChoicesTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    /// "Film 3" of 1999 is no film of the fixtures (it is of 1973), and "Nothing" is no film at all.
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,Film 1,1971,https://boxd.it/a,4,,,2024-01-01
        2024-01-03,Film 3,1999,https://boxd.it/b,3,,,2024-01-03
        2024-01-04,Nothing,2001,https://boxd.it/c,2,,,2024-01-04

        """

    @Test(arguments: Kind.available)
    func choicesAreKeptAndTheNextImportAsksNothingAnswered(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let imports = fixtures.imports
            let first = try await imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            #expect(first.unresolved.map(\.hint.description) == ["Film 3 (1999)", "Nothing (2001)"])

            let hints = first.unresolved.map(\.hint)
            let chosen = try await imports.choose([hints[0]: Fixtures.film(3), hints[1]: nil], in: first, for: ana.id)
            #expect(chosen.unresolved.isEmpty && chosen.counts.watches == 2)
            _ = try await imports.apply(chosen, for: ana.id) { _ in }

            let second = try await imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            #expect(second.unresolved.isEmpty, "the answers were kept")
            #expect(second.matchedBy[.chosen] == 1)

            let bea = try await MemberFixtures.add("bea", to: store)
            let hers = try await imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: bea.id)
            #expect(hers.unresolved.count == 2, "one member's answers are theirs alone")
        }
    }

    @Test(arguments: Kind.available)
    func aChosenIdNoFilmHasIsRefusedAndNothingIsKept(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let imports = fixtures.imports
            let plan = try await imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            let hint = try #require(plan.unresolved.first?.hint)
            let unknown = FilmReference(source: .catalog, movieID: Movie.ID("99999999999"))
            await #expect(throws: ImportChoiceError(hint: hint, choice: unknown)) {
                try await imports.choose([hint: unknown], in: plan, for: ana.id)
            }
            let tmdb = FilmReference(source: .tmdb, movieID: Movie.ID("155"))
            await #expect(throws: ImportChoiceError.self) {
                try await imports.choose([hint: tmdb], in: plan, for: ana.id)
            }
            let again = try await imports.prepare(Data(Self.diary.utf8), named: "diary.csv", for: ana.id)
            #expect(again.unresolved.count == 2)
        }
    }

    @Test func aSearchOffersOtherFilmsForARow() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let plan = try await fixtures.imports.prepare(Data(Self.diary.utf8), named: "diary.csv")
        let nothing = try #require(plan.unresolved.last)
        #expect(nothing.candidates.isEmpty)
        let offered = try await fixtures.imports.offer(try MovieQuery("film 7"), for: nothing.hint, in: plan)
        #expect(offered.unresolved.last?.candidates.map(\.reference) == [Fixtures.film(7)])
    }
}
