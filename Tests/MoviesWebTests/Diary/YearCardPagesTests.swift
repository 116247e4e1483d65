import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesWeb
import Testing

/// A year in review shared as a link: a public diary's year page carries the tags a link preview reads,
/// its image the year's card (PNG, 1200 × 630); a private diary's year has neither for anyone but its member.
@Suite struct YearCardPagesTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aPublicYearPreviewsWithItsCardAndAPrivateOneShowsNothing() async throws {
        try await WebTestApp.make(settings: WebTestApp.servingFeeds).test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.post("/movies/42198/log", ["day": "2024-03-12", "rating": "10"])
            let visitor = Browser(client)
            #expect(try await visitor.get("/u/ana/stats/card.png?year=2024").status == .notFound)
            let own = try await ana.get("/u/ana/stats/card.png?year=2024")
            #expect(own.status == .ok && own.headers[.contentType] == "image/png", "its member may draw it")
            #expect(Array(Data(own.body.readableBytesView).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            #expect(!(try await ana.get("/u/ana/stats?year=2024").text.contains("og:image")), "not to share yet")

            _ = try await ana.post("/diary/visibility", ["public": "yes"])
            let page = try await visitor.get("/u/ana/stats?year=2024")
            let base = try #require(WebTestApp.servingFeeds.publicURL)
            for tag in [
                "<meta property=\"og:title\" content=\"ana\u{2019}s statistics – Movies\">",
                "<meta property=\"og:description\" content=\"1 film · 3 hours",
                "<meta name=\"twitter:card\" content=\"summary_large_image\">",
                "<meta property=\"og:image\" content=\"\(base)/u/ana/stats/card.png?year=2024\">",
                "<meta property=\"og:image:width\" content=\"1200\">",
            ] {
                #expect(page.text.contains(tag), "\(tag)")
            }
            let card = try await visitor.get("/u/ana/stats/card.png?year=2024")
            #expect(card.status == .ok && card.headers[.contentType] == "image/png")
            // All time has no card's tags: a year is what is shared.
            #expect(!(try await visitor.get("/u/ana/stats").text.contains("og:title")))
        }
    }
}
