import Foundation
import MoviesDomain

extension WebRoute {
    /// The route an address names, as ``href`` writes it; nil for an address that is none of them.
    init?(address: String) {
        let (beforeFragment, fragment) = Self.split(address, at: "#")
        let (path, query) = Self.split(beforeFragment, at: "?")
        let parameters = FormQuery.pairs(query ?? "")
        func value(_ name: String) -> String? { parameters.first { $0.name == name }?.value }
        let page = value("page").flatMap(Int.init) ?? 1
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0).removingPercentEncoding ?? String($0)
        }
        guard path.hasPrefix("/") else { return nil }
        switch (segments.first ?? "", segments.count) {
        case ("", 1): self = .search(value("q"), page: page)
        case ("recent", 2):
            guard let change = RecentChange(rawValue: segments[1]) else { return nil }
            self = .recentChange(change)
        case ("static", 2):
            guard let asset = Asset(rawValue: segments[1]) else { return nil }
            self = .asset(asset)
        case ("movies", 2) where fragment == "reviews": self = .filmReviews(Movie.ID(segments[1]))
        case ("movies", 2): self = .film(Movie.ID(segments[1]), query: value("q"))
        case ("movies", 3) where segments[2] == "review": self = .review(Movie.ID(segments[1]))
        case ("movies", 3) where segments[2] == "log": self = .watchLog(Movie.ID(segments[1]))
        case ("movies", 5) where segments[2] == "reviews" && segments[4] == "like":
            self = .reviewLike(Movie.ID(segments[1]), author: segments[3])
        case ("stats", 1):
            guard let filter = try? DiaryFilter(parameters: parameters.filter { $0.name == "year" }) else { return nil }
            self = .statistics(year: filter.year)
        case ("diary", 1):
            guard let filter = try? DiaryFilter(parameters: parameters) else { return nil }
            self = .diary(filter, page: page)
        case ("diary", 2):
            guard let change = DiaryChange(rawValue: segments[1]) else { return nil }
            self = .diaryChange(change)
        case ("diary", 3) where segments[2] == "edit": self = .watchEdit(Watch.ID(segments[1]))
        case ("people", 2): self = .person(Person.ID(segments[1]), role: value("role"))
        case ("discover", 1):
            let filterParameters = parameters.filter { DiscoverFilter.parameterNames.contains($0.name) }
            guard let filter = try? DiscoverFilter(parameters: filterParameters) else { return nil }
            self = .discover(filterParameters.isEmpty ? nil : filter, page: page)
        case ("u", 2): self = .member(segments[1], page: page)
        case ("u", 3) where segments[2] == "diary":
            guard let filter = try? DiaryFilter(parameters: parameters) else { return nil }
            self = .memberDiary(segments[1], filter, page: page)
        case ("u", 3) where segments[2] == "diary.rss": self = .memberDiaryFeed(segments[1])
        case ("u", 3) where segments[2] == "activity.rss": self = .memberActivityFeed(segments[1])
        case ("u", 3) where segments[2] == "lists": self = .memberLists(segments[1], page: page)
        case ("u", 3) where FollowList(rawValue: segments[2]) != nil:
            self = .memberFollows(segments[1], FollowList(rawValue: segments[2]) ?? .followers, page: page)
        case ("u", 3) where FollowAction(rawValue: segments[2]) != nil:
            self = .followChange(segments[1], FollowAction(rawValue: segments[2]) ?? .follow)
        case ("settings", 2) where segments[1] == "blocked": self = .blocked
        case ("feed", 1): self = .feed(after: value("after"))
        case ("reviews", 2): self = .reviewComments(segments[1], page: page)
        case ("comments", 1): self = .commentNew
        case ("comments", 3) where CommentAction(rawValue: segments[2]) != nil:
            self = .commentChange(segments[1], CommentAction(rawValue: segments[2]) ?? .edit)
        case ("notifications", 1): self = .notifications(page: page)
        case ("for-you", 1): self = .forYou
        case ("pick", 1): self = .pick(with: value("with"))
        case ("for-you", 2) where ForYouChange(rawValue: segments[1]) != nil:
            self = .forYouChange(ForYouChange(rawValue: segments[1]) ?? .dismiss)
        case ("offers", 3) where OfferAction(rawValue: segments[2]) != nil:
            self = .offerAnswer(segments[1], OfferAction(rawValue: segments[2]) ?? .dismiss)
        case ("u", 4) where segments[2] == "lists": self = .memberList(segments[1], slug: segments[3], page: page)
        case ("lists", 2...4): self = .listForm(segments.dropFirst().joined(separator: "/"))
        case ("films", 2) where segments[1] == "add": self = .addFilm(title: value("title"))
        case ("films", 3) where segments[2] == "edit": self = .correctFilm(Movie.ID(segments[1]))
        case ("favourites", 2) where ["add", "remove"].contains(segments[1]): self = .favouriteChange(segments[1])
        case ("u", 3) where segments[2] == "stats":
            guard let filter = try? DiaryFilter(parameters: parameters.filter { $0.name == "year" }) else { return nil }
            self = .memberStatistics(segments[1], year: filter.year)
        case ("saved", 1): self = .saved(page: page, confirm: value("confirm").flatMap(SavedChange.init))
        case ("saved", 2):
            guard let change = SavedChange(rawValue: segments[1]) else { return nil }
            self = .savedChange(change)
        case ("signin", 1), ("signup", 1):
            let (back, film) = (value("return") ?? "/", value("save").flatMap { try? FilmReference($0) })
            self =
                segments[0] == "signin"
                ? .signIn(returningTo: back, saving: film) : .signUp(returningTo: back, saving: film)
        case ("signout", 1): self = .signOut
        case ("settings", 1): self = .settings(SettingsNotice.allCases.first { value($0.rawValue) != nil })
        case ("settings", 2) where segments[1] == "tokens": self = .tokens
        case ("settings", 2) where segments[1] == "export": self = .export
        case ("settings", 2) where segments[1] == "import": self = .importPage
        case ("settings", 3) where segments[1] == "import":
            guard let change = ImportChange(rawValue: segments[2]) else { return nil }
            self = .importChange(change)
        case ("settings", 3) where segments[1...] == ["tokens", "revoke"]: self = .tokenRevoke
        case ("settings", 2): self = .settingsForm(segments[1])
        case ("posters", 2):
            guard let width = value("w").flatMap(Int.init) else { return nil }
            self = .poster(path: segments[1], width: width)
        case ("saved-posters", 2):
            guard let film = try? FilmReference(segments[1]) else { return nil }
            self = .savedPoster(film, path: value("path") ?? "")
        default: return nil
        }
    }

    private static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}
