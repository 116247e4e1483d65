import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about reviews.
@Suite struct ReviewsContractTests {
    typealias Fixtures = MemberFixtures

    func draft(_ rating: Int, _ text: String? = nil, spoilers: Bool = false) throws -> ReviewDraft {
        try ReviewDraft(rating: rating, text: text, hasSpoilers: spoilers)
    }

    @Test(arguments: StoreKind.available)
    func aFilmsReviewsAreNewestFirstWithTheirAverage(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let text = "Slow,\nthen wonderful — 최고.\n\n<b>not bold</b>"
            let anas = try await store.write(
                try draft(9, text, spoilers: true), about: Fixtures.reviewed(1), by: ana.id,
                at: Date(timeIntervalSince1970: 10))
            #expect(anas.content.text == text && anas.content.hasSpoilers && anas.authorName.text == "ana")
            #expect(
                anas.film == Fixtures.reviewed(1) && anas.written == Date(timeIntervalSince1970: 10)
                    && anas.edited == nil)
            _ = try await store.write(
                try draft(4), about: Fixtures.reviewed(1), by: bob.id, at: Date(timeIntervalSince1970: 20))
            let page = try await store.reviews(of: Fixtures.film(1), page: .first, pageSize: 20)
            #expect(page.items.map(\.authorName.text) == ["bob", "ana"] && page.totalCount == 2)
            #expect(page.items.first?.content.text == nil)
            #expect(try await store.summary(of: Fixtures.film(1)) == ReviewSummary(count: 2, averageRating: 6.5))
            #expect(try await store.summary(of: Fixtures.film(2)) == .none)
        }
    }

    @Test(arguments: StoreKind.available)
    func writingAgainReplacesTheReviewAndKeepsItsFirstTime(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            _ = try await store.write(
                try draft(3, "Meh"), about: Fixtures.reviewed(1), by: ana.id, at: Date(timeIntervalSince1970: 10))
            let second = try await store.write(
                try draft(8, "Better on a second look"), about: Fixtures.reviewed(1), by: ana.id,
                at: Date(timeIntervalSince1970: 50))
            #expect(
                second.written == Date(timeIntervalSince1970: 10) && second.edited == Date(timeIntervalSince1970: 50))
            #expect(try await store.review(of: Fixtures.film(1), by: ana.id) == second)
            #expect(try await store.summary(of: Fixtures.film(1)) == ReviewSummary(count: 1, averageRating: 8))
        }
    }

    @Test(arguments: StoreKind.available)
    func aPersonsReviewsFollowARenameAndGoWhenDeleted(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            for number in 1...3 {
                _ = try await store.write(
                    try draft(number + 5), about: Fixtures.reviewed(number), by: ana.id,
                    at: Date(timeIntervalSince1970: Double(number)))
            }
            try await store.rename(ana.id, to: try UserName("ana.l"))
            let page = try await store.reviews(by: ana.id, page: try PageNumber(1), pageSize: 2)
            #expect(page.items.map(\.film.title) == ["Film 3", "Film 2"] && page.totalPages == 2)
            #expect(page.items.allSatisfy { $0.authorName.text == "ana.l" })
            #expect(try await store.deleteReview(of: Fixtures.film(3), by: ana.id))
            #expect(try await !store.deleteReview(of: Fixtures.film(3), by: ana.id))
            #expect(
                try await store.reviews(by: ana.id, page: .first, pageSize: 20).items.map(\.film.year) == [1972, 1971])
        }
    }

    @Test(arguments: StoreKind.available) func aReviewByAnAccountThatIsGoneIsNotFound(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            await #expect(throws: AccountError.notFound) {
                try await store.write(try draft(5), about: Fixtures.reviewed(1), by: .make(), at: Date())
            }
        }
    }
}
