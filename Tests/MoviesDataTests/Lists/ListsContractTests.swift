import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about lists: addresses that stay, films in their places, delete and undo, and
/// one member's lists out of another's reach.
@Suite struct ListsContractTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = MemberFixtures

    static func list(_ title: String, of owner: User, at seconds: Double) throws -> FilmList {
        let time = Date(timeIntervalSince1970: seconds)
        return FilmList(
            id: .make(), owner: owner.id, details: try ListDetails(title: title, isRanked: true, isPublic: true),
            slug: ListSlug.make(title), created: time, updated: time)
    }

    static func film(_ number: Int) -> ListedFilm {
        ListedFilm(
            reference: Fixtures.film(number), title: "Film \(number)", year: 1970 + number, posterPath: "/\(number).jpg"
        )
    }

    @Test(arguments: Kind.available)
    func addressesStayWhenTitlesChangeAndNeverCollide(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let first = try await store.create(try Self.list("Best of the ’70s!", of: ana, at: 1))
            #expect(first.slug == "best-of-the-70s")
            let second = try await store.create(try Self.list("Best of the 70s", of: ana, at: 2))
            #expect(second.slug == "best-of-the-70s-2")
            let renamed = try #require(
                try await store.update(
                    first.id, of: ana.id, to: try ListDetails(title: "Seventies", isPublic: true), slug: "seventies",
                    at: Date(timeIntervalSince1970: 3)))
            #expect(renamed.slug == "seventies" && renamed.details.title == "Seventies")
            #expect(
                try await store.list(slug: "best-of-the-70s", of: ana.id)?.id == first.id, "the old address leads on")
            #expect(try await store.list(slug: "seventies", of: ana.id)?.id == first.id)
            let third = try await store.create(try Self.list("Best of the 70s", of: ana, at: 4))
            #expect(third.slug == "best-of-the-70s-3", "an address once had stays its list's")
            #expect(try await store.lists(of: ana.id).map(\.id) == [third.id, first.id, second.id])

            let bob = try await Fixtures.add("bob", to: store)
            #expect(try await store.create(try Self.list("Seventies", of: bob, at: 5)).slug == "seventies")
            #expect(try await store.list(first.id, of: bob.id) == nil, "another's list is none")
            #expect(try await store.update(first.id, of: bob.id, to: renamed.details, slug: "x", at: Date()) == nil)
            #expect(try await store.delete(first.id, of: bob.id) == nil)
        }
    }

    @Test(arguments: Kind.available)
    func filmsKeepTheirPlacesAsTheyAreAddedMovedAndRemoved(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let list = try await store.create(try Self.list("Ranked", of: ana, at: 1))
            for number in 1...5 {
                let entry = try await store.add(
                    Self.film(number), note: number == 2 ? "Why: the ending." : nil, to: list.id, of: ana.id,
                    at: Date(timeIntervalSince1970: Double(10 + number)))
                #expect(entry?.position == number)
            }
            await #expect(throws: ListError.alreadyListed("Film 3")) {
                try await store.add(Self.film(3), note: nil, to: list.id, of: ana.id, at: Date())
            }
            func order() async throws -> [Int] {
                try await store.entries(of: list.id, page: .first, pageSize: 10).items.map {
                    Int($0.film.reference.movieID.rawValue) ?? 0
                }
            }
            #expect(try await store.move(Fixtures.film(5), in: list.id, of: ana.id, to: 1))
            #expect(try await order() == [5, 1, 2, 3, 4])
            #expect(try await store.move(Fixtures.film(1), in: list.id, of: ana.id, to: 4))
            #expect(try await order() == [5, 2, 3, 1, 4])
            #expect(try await store.remove(Fixtures.film(2), from: list.id, of: ana.id))
            #expect(try await order() == [5, 3, 1, 4])
            #expect(try await !store.remove(Fixtures.film(2), from: list.id, of: ana.id))
            #expect(try await store.setNote("Still.", of: Fixtures.film(4), in: list.id, of: ana.id))
            #expect(try await !store.setNote("x", of: Fixtures.film(9), in: list.id, of: ana.id))
            let page = try await store.entries(of: list.id, page: try PageNumber(2), pageSize: 3)
            #expect(page.items.map(\.position) == [4] && page.items.first?.note == "Still." && page.totalCount == 4)
            #expect(try await store.list(list.id, of: ana.id)?.filmCount == 4)
            #expect(try await store.lists(containing: Fixtures.film(3), of: ana.id) == [list.id])
            #expect(try await store.lists(containing: Fixtures.film(2), of: ana.id).isEmpty)
        }
    }

    @Test(arguments: Kind.available)
    func aDeletedListComesBackWithItsFilmsUntilTheNextDelete(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let first = try await store.create(try Self.list("One", of: ana, at: 1))
            let second = try await store.create(try Self.list("Two", of: ana, at: 2))
            _ = try await store.add(Self.film(1), note: nil, to: first.id, of: ana.id, at: Date())
            #expect(try await store.delete(first.id, of: ana.id)?.id == first.id)
            #expect(try await store.lists(of: ana.id).map(\.id) == [second.id])
            #expect(try await store.list(slug: "one", of: ana.id) == nil)
            #expect(try await store.lists(containing: Fixtures.film(1), of: ana.id).isEmpty)
            #expect(try await store.undoListDelete(of: ana.id)?.id == first.id)
            #expect(try await store.entries(of: first.id, page: .first, pageSize: 10).items.count == 1)
            #expect(try await store.undoListDelete(of: ana.id) == nil)

            _ = try await store.delete(first.id, of: ana.id)
            _ = try await store.delete(second.id, of: ana.id)
            #expect(try await store.undoListDelete(of: ana.id)?.id == second.id, "the next delete made the first final")
            #expect(try await store.lists(of: ana.id).map(\.id) == [second.id])

            try await store.delete(ana.id)
            await #expect(throws: AccountError.notFound) {
                try await store.create(try Self.list("Three", of: ana, at: 3))
            }
        }
    }
}

extension ListsContractTests {
    @Test(arguments: Kind.available)
    func aLongTitleMadeManyTimesGetsAnAddressOfItsOwnEachTime(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let title = String(repeating: "0", count: 99)
            var slugs: Set<String> = []
            for number in 1...12 {
                slugs.insert(try await store.create(try Self.list(title, of: ana, at: Double(number))).slug)
            }
            #expect(slugs.count == 12 && slugs.allSatisfy { $0.count <= ListSlug.maximumLength })
        }
    }
}

extension ListsContractTests {
    @Test(arguments: Kind.available)
    func aListSaysHowManyOfItsFilmsAMemberHasWatched(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let (ana, bob) = (try await Fixtures.add("ana", to: store), try await Fixtures.add("bob", to: store))
            let list = try await store.create(try Self.list("Mine", of: ana, at: 1))
            for number in 1...4 {
                _ = try await store.add(Self.film(number), note: nil, to: list.id, of: ana.id, at: Date())
            }
            #expect(try await store.watchedCount(of: list.id, by: bob.id) == 0)
            try await store.add(try DiaryContractTests.watch(2, by: bob, on: "2024-01-01", at: 1))
            try await store.add(try DiaryContractTests.watch(2, by: bob, on: "2024-02-01", at: 2))
            let third = try DiaryContractTests.watch(3, by: bob, on: nil, at: 3)
            try await store.add(third)
            try await store.add(try DiaryContractTests.watch(9, by: bob, on: nil, at: 4))
            try await store.add(try DiaryContractTests.watch(1, by: ana, on: nil, at: 5))
            #expect(try await store.watchedCount(of: list.id, by: bob.id) == 2, "a film once however often watched")
            _ = try await store.delete(third.id, of: bob.id)
            #expect(try await store.watchedCount(of: list.id, by: bob.id) == 1, "a deleted watch is no watch")
            #expect(try await store.watchedCount(of: list.id, by: ana.id) == 1)
        }
    }
}
