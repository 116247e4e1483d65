import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about films members add: each kept whole under its own id above the
/// catalog's, one film a title and year (as a person reads the title) and one an id, counted by member and
/// day, kept when the member's account goes, and refused once however many servers add it at once.
@Suite struct AddedFilmsContractTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func pastLives() throws -> FilmFacts {
        try FilmFacts(
            title: "Past Lives", year: 2023, thisYear: 2026, originalTitle: "패스트 라이브즈",
            directors: ["Celine Song"], cast: ["Greta Lee", "Teo Yoo"], runtime: 106, genres: [.romance, .drama],
            country: "United States", language: "ko",
            identifiers: FilmIdentifiers(imdb: "tt13238346", letterboxd: "past-lives"))
    }

    @Test(arguments: StoreKind.available) func anAddedFilmIsKeptWholeAndNamedOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let added = try await store.add(try Self.pastLives(), by: ana.id, at: now)
            #expect(Int(added.id.rawValue) ?? 0 >= AddedFilmRecord.firstID, "above every catalog id")
            #expect(added.facts == (try Self.pastLives()) && added.addedBy == ana.id && added.added == now)
            let found = try await store.addedFilm(titled: "PAST LIVES", year: 2023, or: FilmIdentifiers())
            #expect(found == added)
            #expect(try await store.addedFilm(titled: "Past Lives", year: 2024, or: FilmIdentifiers()) == nil)
            let byLetterboxd = try FilmIdentifiers(letterboxd: "https://letterboxd.com/film/past-lives/")
            #expect(try await store.addedFilm(titled: "Other", year: 1999, or: byLetterboxd)?.id == added.id)

            let other = try await store.add(
                try FilmFacts(title: "Aftersun", year: 2022, thisYear: 2026), by: ana.id, at: now)
            #expect(other.id != added.id)
            await #expect(throws: AddedFilmError.duplicate(of: added.movie)) {
                try await store.add(
                    try FilmFacts(title: "past lives!", year: 2023, thisYear: 2026), by: ana.id, at: now)
            }
            let sameIMDb = try FilmFacts(
                title: "Vidas pasadas", year: 2023, thisYear: 2026, identifiers: FilmIdentifiers(imdb: "tt13238346"))
            await #expect(throws: AddedFilmError.duplicate(of: added.movie)) {
                try await store.add(sameIMDb, by: ana.id, at: now)
            }
        }
    }

    @Test(arguments: StoreKind.available) func additionsAreCountedByMemberAndOutliveTheirAccount(
        _ kind: StoreKind
    ) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let bea = try await MemberFixtures.add("bea", to: store)
            for number in 1...3 {
                let facts = try FilmFacts(title: "Short \(number)", year: 2020, thisYear: 2026)
                _ = try await store.add(facts, by: ana.id, at: now + Double(number))
            }
            _ = try await store.add(try FilmFacts(title: "Bea's", year: 2020, thisYear: 2026), by: bea.id, at: now)
            #expect(try await store.addedCount(by: ana.id, since: now) == 3)
            #expect(try await store.addedCount(by: ana.id, since: now + 2) == 2)
            #expect(try await store.addedCount(by: bea.id, since: now) == 1)
            try await store.delete(ana.id)
            let kept = try await store.addedFilm(titled: "Short 1", year: 2020, or: FilmIdentifiers())
            #expect(kept?.facts.title == "Short 1", "others may have logged it")
        }
    }

    @Test(arguments: StoreKind.available) func oneFilmAddedOnTwoServersAtOnceIsKeptOnce(_ kind: StoreKind) async throws
    {
        try await kind.withDatabase { database in
            let first = try await database.open()
            let second = try await database.open()
            let ana = try await MemberFixtures.add("ana", to: first)
            let facts = try FilmFacts(title: "Anatomy of a Fall", year: 2023, thisYear: 2026)
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for store in [first, second, first, second] {
                    group.addTask { (try? await store.add(facts, by: ana.id, at: now)) != nil }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            #expect(try await second.addedCount(by: ana.id, since: now) == 1)
        }
    }
}
