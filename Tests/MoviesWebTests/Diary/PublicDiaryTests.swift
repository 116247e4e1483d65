import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesWeb
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A diary made public: its page, its statistics and its RSS feed (valid RSS 2.0, read by an XML parser);
/// private, each is a 404 that never says whose diary it is.
@Suite struct PublicDiaryTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aPrivateDiaryIsNotFoundAndAPublicOneIsReadByAnyoneWithItsFeed() async throws {
        try await WebTestApp.make(settings: WebTestApp.servingFeeds).test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.post("/movies/42198/log", ["day": "2024-03-12", "rating": "8", "liked": "yes"])
            _ = try await ana.post("/movies/17738/log", ["unknown": "yes", "day": ""])
            let visitor = Browser(client)
            for uri in ["/u/ana/diary", "/u/ana/stats", "/u/ana/diary.rss", "/u/nobody/diary"] {
                let hidden = try await visitor.get(uri)
                #expect(hidden.status == .notFound, "\(uri)")
                #expect(!hidden.text.contains("Heat"), "a private diary's films are never shown")
            }
            let own = try await ana.get("/diary")
            #expect(own.text.contains("Only you can read your diary."))
            let made = try await ana.post("/diary/visibility", ["public": "yes"])
            #expect(made.status == .seeOther)
            #expect(
                try await ana.get("/diary").text.contains("Anyone may read your diary and statistics, at /u/ana/diary.")
            )

            let page = try await visitor.get("/u/ana/diary")
            #expect(page.status == .ok && page.text.contains("ana\u{2019}s diary") && page.text.contains("Heat"))
            #expect(!page.text.contains("/diary/delete"), "nobody else can change it")
            let stats = try await visitor.get("/u/ana/stats?year=2024")
            #expect(
                stats.status == .ok && stats.text.contains("ana\u{2019}s statistics")
                    && stats.text.contains("2024 in review"))

            let feed = try await visitor.get("/u/ana/diary.rss")
            #expect(feed.status == .ok && feed.headers[.contentType]?.hasPrefix("application/rss+xml") == true)
            let items = try RSSItems(feed.text)
            #expect(items.version == "2.0" && items.channelTitle == "ana\u{2019}s diary")
            #expect(items.titles == ["Heat (1995) – ★★★★☆", "Star Wars: Episode IV – A New Hope (1977)"])
            #expect(items.links.first?.hasSuffix("/movies/42198") == true)
            #expect(items.dates.allSatisfy { $0.hasSuffix("+0000") } && items.dates.count == 2)

            _ = try await ana.post("/diary/visibility", ["public": "no"])
            #expect(try await visitor.get("/u/ana/diary.rss").status == .notFound)
        }
    }

    /// A feed's links never come from the request's `Host` (anyone may send one, and a cache would keep
    /// their links for everyone): the configured public address, or, without one, no feed at all (a feed
    /// reader follows no link it cannot make whole), and the pages link to none.
    @Test(arguments: [nil, "https://movies.example.org/"])
    func aFeedLinksToThePublicAddressNeverToTheRequestsHost(_ publicURL: String?) async throws {
        var settings = WebSettings()
        settings.publicURL = publicURL.map { String($0.dropLast()) }
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.post("/movies/42198/log", ["day": "2024-03-12", "rating": "8"])
            _ = try await ana.post("/diary/visibility", ["public": "yes"])
            // The request names a host (the test client's own): it must not appear in a link.
            let feed = try await client.execute(uri: "/u/ana/diary.rss", method: .get)
            guard publicURL != nil else {
                #expect(feed.status == .notFound && feed.errorCode == "no_feeds")
                #expect(!(try await ana.get("/u/ana/diary").text.contains(".rss")), "no page links to a feed")
                #expect(!(try await ana.get("/u/ana").text.contains(".rss")))
                return
            }
            #expect(feed.status == .ok)
            #expect(try await ana.get("/u/ana").text.contains("/u/ana/activity.rss"))
            let items = try RSSItems(String(buffer: feed.body))
            #expect(items.links == [(publicURL.map { String($0.dropLast()) } ?? "") + "/movies/42198"])
            #expect(feed.headers[.cacheControl]?.hasPrefix("private") == true, "no shared cache keeps it")
        }
    }

    @Test func aFilmsDiaryLineOpensItsWatchesInTheDiary() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.post("/movies/42198/log", ["day": "2024-03-12", "rating": "8"])
            _ = try await ana.post("/movies/42198/log", ["day": "2024-05-01"])
            _ = try await ana.post("/movies/47703/log", ["day": "2024-04-01"])
            let page = try await ana.get("/movies/42198").text
            #expect(page.contains("<p class=\"diary-line\"><a href=\"/diary?film=catalog%3A42198\">Watched 2 times"))
            let watches = try await ana.get("/diary?film=catalog%3A42198").text
            #expect(watches.contains("Your watches of \u{201C}Heat\u{201D}. <a href=\"/diary\">All watches</a>"))
            #expect(
                watches.components(separatedBy: "<li class=\"watch").count == 3 && !watches.contains("The Godfather"))
            #expect(
                watches.contains("<input type=\"hidden\" name=\"film\" value=\"catalog:42198\">"),
                "filters keep the film")
        }
    }

    @Test func settingsSayWhoMayReadTheDiaryAndChangeIt() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            let settings = try await ana.get("/settings").text
            #expect(
                settings.contains("<section class=\"panel\" id=\"diary\"><h2>Diary</h2>")
                    && settings.contains("Only you can read your diary.")
                    && settings.contains("action=\"/settings/diary\""))
            let made = try await ana.post("/settings/diary", ["public": "yes"])
            #expect(made.status == .seeOther && made.headers[.location] == "/settings?saved=1")
            let after = try await ana.get("/settings?saved=1").text
            #expect(
                after.contains("Changes saved.") && after.contains("at /u/ana/diary.")
                    && after.contains("Make it private"))
            #expect(try await Browser(client).get("/u/ana/diary").status == .ok, "public to anyone now")
            _ = try await ana.post("/settings/diary", ["public": "no"])
            #expect(try await Browser(client).get("/u/ana/stats").status == .notFound)
        }
    }

    /// A private diary's panel says whether it shapes friends' picks: not until its member says so.
    @Test func settingsLetAPrivateDiaryShapeFriendsPicks() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            let settings = try await ana.get("/settings").text
            #expect(
                settings.contains("<section class=\"panel\" id=\"picks\"><h2>Tonight")
                    && settings.contains("do not read your private diary")
                    && settings.contains("Let my ratings shape their picks"))
            let made = try await ana.post("/settings/picks", ["shapes": "yes"])
            #expect(made.status == .seeOther && made.headers[.location] == "/settings?saved=1")
            let after = try await ana.get("/settings?saved=1").text
            #expect(after.contains("nothing of them is shown") && after.contains(">Stop shaping their picks</button>"))
            _ = try await ana.post("/settings/diary", ["public": "yes"])
            #expect(!(try await ana.get("/settings").text.contains("id=\"picks\"")), "a public diary is read as it is")
        }
    }
}

/// What an RSS 2.0 document holds, as an XML parser reads it: a malformed document throws.
final class RSSItems: NSObject, XMLParserDelegate {
    var version: String?
    var channelTitle: String?
    var titles: [String] = []
    var links: [String] = []
    var dates: [String] = []
    private var path: [String] = []
    private var text = ""

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "rss" { version = attributes["version"] }
        path.append(name)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch (path.dropLast().last, name) {
        case ("channel", "title"): channelTitle = text
        case ("item", "title"): titles.append(text)
        case ("item", "link"): links.append(text)
        case ("item", "pubDate"): dates.append(text)
        default: break
        }
        path.removeLast()
    }
}
