import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import Testing

@testable import MoviesWeb

/// The route table: every address the site writes is built by `WebRoute`, reads back as the same route,
/// and is one the app serves.
@Suite struct WebRouteTests {
    static let awkward = "a b&c/é?d#e+f%"

    /// One of every route, with the awkward text wherever text goes.
    static let routes: [WebRoute] = {
        let film = FilmReference(source: .catalog, movieID: Movie.ID("17738"))
        let filter = try? DiscoverFilter(
            genres: [.drama, .crime], from: 1970, to: 1979, minimumRating: 7.5, sort: .rating,
            query: try MovieQuery("god father"))
        return [
            .search(nil), .search(awkward), .search("heat", page: 3), .film(Movie.ID("17738")),
            .film(Movie.ID("17738"), query: awkward), .filmReviews(Movie.ID("17738")), .review(Movie.ID("17738")),
            .reviewLike(Movie.ID("17738"), author: awkward),
            .person(Person.ID("catalog:francis-ford-coppola")), .person(Person.ID("memory:\(awkward)"), role: "cast"),
            .discover(nil), .discover(filter, page: 2), .member("ana"), .member(awkward, page: 2), .saved(),
            .saved(page: 4), .saved(confirm: .removeAll), .savedChange(.add), .savedChange(.remove),
            .savedChange(.undo), .savedChange(.removeAll), .signIn(),
            .signIn(returningTo: "/saved?page=2", saving: film),
            .signUp(), .signUp(returningTo: "/movies/1#reviews", saving: film), .signOut, .settings(),
            .settings(.ended), .settings(.saved), .settingsForm("full-name"), .tokens, .tokenRevoke,
            .memberLists("ana"), .memberList("ana", slug: "best-of-the-70s"), .memberList(awkward, slug: "x", page: 2),
            .listForm("new"), .listForm("3f2a9c1e/move"), .favouriteChange("add"), .favouriteChange("remove"), .export,
            .importPage, .importChange(.confirm),
            .importChange(.cancel),
            .poster(path: "catalog-17738.svg", width: 342), .poster(path: "/\(awkward).jpg", width: 92),
            .savedPoster(film, path: "/\(awkward).jpg"), .recentChange(.remove), .recentChange(.clear),
            .asset(.stylesheet), .asset(.script), .asset(.maskableIcon), .manifest, .serviceWorker, .offline, .waiting,
            .share,
            .diary(),
            .diary(DiaryFilter(year: 2024, rating: 8, rewatch: true), page: 3),
            .diary(DiaryFilter(rewatch: false)), .diaryChange(.delete), .diaryChange(.undo),
            .watchEdit(Watch.ID("3f2a9c1e-0000")), .watchLog(Movie.ID("17738")), .statistics(), .statistics(year: 2024),
            .memberDiary("ana"), .memberDiary(awkward, DiaryFilter(rating: 9), page: 2), .memberDiaryFeed(awkward),
            .memberStatistics("ana", year: 2023), .memberStatisticsCard(awkward, year: 2024), .diaryChange(.visibility),
            .addFilm(), .addFilm(title: awkward),
            .correctFilm(Movie.ID("1000000001")), .memberFollows("ana", .followers),
            .memberFollows(awkward, .following, page: 2), .followChange("ana", .follow), .followChange(awkward, .block),
            .followChange("ana", .unfollow), .followChange("ana", .unblock), .blocked, .plays, .playsToken,
            .playChoice("3f2a9c1e-0000"), .playChoice(awkward), .feed(),
            .feed(after: "1742300000.25~w\(awkward)"), .memberActivityFeed("ana"), .memberActivityFeed(awkward),
            .reviewComments("3f2a9c1e-0000"), .reviewComments(awkward, page: 2), .commentNew,
            .commentChange("c1", .edit), .commentChange(awkward, .delete), .offerAnswer("w1", .accept),
            .offerAnswer(awkward, .dismiss), .notifications(), .notifications(page: 3), .forYou,
            .forYouChange(.dismiss), .forYouChange(.undo),
            .pick(), .pick(with: "ana,bo"), .pick(with: awkward),
        ]
    }()

    /// The compiler holds this list to the table: a new route is a new case here.
    static func isListed(_ route: WebRoute) -> Bool {
        switch route {
        case .search, .film, .filmReviews, .review, .reviewLike, .person, .discover, .member, .saved, .savedChange,
            .signIn, .signUp,
            .signOut, .settings, .settingsForm, .tokens, .tokenRevoke, .export, .importPage, .importChange,
            .memberLists, .memberList, .listForm, .favouriteChange,
            .poster, .savedPoster, .recentChange,
            .asset, .manifest, .serviceWorker, .offline, .waiting, .share,
            .diary, .diaryChange, .watchEdit,
            .watchLog, .statistics, .memberDiary, .memberDiaryFeed, .memberStatistics, .memberStatisticsCard, .addFilm,
            .correctFilm,
            .memberFollows, .followChange, .blocked, .plays, .playsToken, .playChoice, .feed, .memberActivityFeed,
            .reviewComments, .commentNew,
            .commentChange, .offerAnswer, .notifications, .forYou, .forYouChange, .pick:
            true
        }
    }

    @Test(arguments: routes) func everyRouteReadsBackAsItself(route: WebRoute) {
        #expect(Self.isListed(route))
        #expect(WebRoute(address: route.href) == route, "\(route.href)")
    }

    @Test func dataIsPercentEncodedAndNothingElseIs() {
        #expect(WebRoute.search(Self.awkward).href == "/?q=a%20b%26c%2F%C3%A9%3Fd%23e%2Bf%25")
        #expect(WebRoute.member("ana", page: 2).href == "/u/ana?page=2")
        #expect(WebRoute.signIn(returningTo: "/saved", saving: nil).href == "/signin?return=%2Fsaved")
        #expect(WebRoute.signIn().href == "/signin", "home needs no return")
        #expect(WebRoute.discover(nil).href == "/discover")
    }

    @Test(arguments: ["//evil.com", "/nope", "movies/1", "/movies/1/2/3", "/posters/x.jpg"])
    func addressesOfNoRouteReadAsNone(address: String) {
        #expect(WebRoute(address: address) == nil)
    }

    /// Every page a link or redirect can name is served (signed out: a page, or a redirect to sign in).
    @Test func everyPageTheTableLinksToIsServed() async throws {
        let pages = Self.routes.filter {
            switch $0 {
            // Form actions: POST.
            case .savedChange, .review, .reviewLike, .settingsForm, .tokens, .tokenRevoke, .importChange, .listForm,
                .favouriteChange, .followChange, .commentNew, .commentChange, .offerAnswer, .forYouChange:
                false
            default: true
            }
        }
        try await WebTestApp.make().test(.router) { client in
            for route in pages {
                // A browser keeps the fragment (`#reviews`) to itself.
                let response = try await client.execute(uri: String(route.href.prefix { $0 != "#" }), method: .get)
                #expect(response.status != .notFound || Self.namesNothing(route), "\(route.href)")
            }
        }
    }

    /// Every address the router serves a page at is one of `PagePath`'s: no controller spells one (the
    /// service's own `/health`, `/ready` and `/metrics` are not pages).
    @Test func noPageAddressIsSpelledOutsideTheTable() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/MoviesWeb")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100)
        let spelled = try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return
                    (code.contains(".readable(\"") || code.contains(".route(\"")
                    || code.hasPrefix("\"") && code.contains(":id"))
                    && !["\"health\"", "\"ready\"", "\"metrics\""].contains { code.contains($0) }
            }.map { "\(file.lastPathComponent): \($0)" }
        }
        #expect(spelled.isEmpty, "\(spelled)")
    }

    /// The routes above that name a film, person or member the catalog has not.
    static func namesNothing(_ route: WebRoute) -> Bool {
        switch route {
        case .person(let id, _): id.rawValue.hasPrefix("memory:")
        case .member, .memberDiary, .memberDiaryFeed, .memberStatistics, .memberStatisticsCard, .memberLists,
            .memberList, .memberFollows,
            .memberActivityFeed, .reviewComments,
            .poster(path: "/\(awkward).jpg", _),
            .savedPoster:
            true
        default: false
        }
    }
}
