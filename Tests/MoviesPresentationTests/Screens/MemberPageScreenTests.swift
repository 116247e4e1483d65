import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct MemberPageScreenTests {
    @Test func aMembersPageSaysWhoTheyAreAndListsTheirReviews() async throws {
        let shelf = try await Shelf([Movie(id: Movie.ID("1"), title: "Heat", releaseDate: .year(1995))])
        let page = MemberPageViewModel(named: "ana", reviews: shelf.reviews, strings: .english)
        await page.didLoad()
        var state = await page.state
        #expect(state.fullName == "Ana Lima" && state.name == "ana")
        #expect(state.byline.hasPrefix("@ana · ") && state.byline.contains("2026"))
        #expect(state.reviewsHeading == Strings.english.account.reviewsBy("ana"))
        #expect(state.emptyText == Strings.english.account.noReviewsBy("ana") && state.reviews.isEmpty)

        _ = try await shelf.reviews.write(
            try ReviewDraft(rating: 7, text: "Good.", hasSpoilers: false), about: shelf.film("1"), by: shelf.ana)
        await page.didLoad()
        state = await page.state
        #expect(state.emptyText == nil && state.reviews.map(\.filmTitle) == ["Heat"])
        #expect(state.page == 1 && state.totalPages == 1)
    }

    @Test(arguments: ["nobody", "", "a b", String(repeating: "x", count: 300)])
    func aNameNobodyHoldsIsNotFound(name: String) async throws {
        let page = MemberPageViewModel(named: name, reviews: try await Shelf([]).reviews, strings: .spanish)
        await page.didLoad()
        let failure = try #require(await page.state.failure)
        #expect(failure.kind == .notFound && failure.message == Strings.spanish.members.accountNotFound)
    }
}
