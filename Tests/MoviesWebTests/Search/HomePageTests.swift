import HummingbirdTesting
import Testing

/// The home page: a visitor is told what Movies is; a member finds their own films first.
@Suite struct HomePageTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aMembersHomeLeadsWithWhatTheyWatchedAndSavedFilmsNotWatchedYet() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            let empty = try await ana.get("/").text
            #expect(empty.contains("Your films") && empty.contains("they will wait for you here"))
            _ = try await ana.post("/saved/add", ["film": "17738", "return": "/saved"])
            _ = try await ana.post("/saved/add", ["film": "47703", "return": "/saved"])
            _ = try await ana.post("/movies/42198/log", ["day": "2024-03-12", "rating": "8"])
            _ = try await ana.post("/movies/17738/log", ["day": "2024-03-14"])
            let page = try await ana.get("/").text
            let yours = try #require(
                page.split(separator: "<section class=\"your-films\"").last?.split(separator: "</section>").first)
            let watched = try #require(yours.split(separator: "Saved, not watched yet").first)
            let toWatch = try #require(yours.split(separator: "Saved, not watched yet").last)
            #expect(watched.contains("Star Wars") && watched.contains("Heat (1995)") && watched.contains("★★★★"))
            #expect(watched.contains("Your diary (2 watches)") && watched.contains("href=\"/diary\""))
            // Star Wars was saved and then watched: it waits no more.
            #expect(toWatch.contains("The Godfather (1972)") && !toWatch.contains("Star Wars"))
            #expect(!page.contains("class=\"intro\""))
            let visitor = try await Browser(client).get("/").text
            #expect(visitor.contains("class=\"intro\"") && !visitor.contains("your-films"))
        }
    }
}
