import Foundation
import MoviesDomain

extension WebRoute {
    /// The route an address names, as ``href`` writes it; nil for an address that is none of them.
    init?(address: String) {
        let (beforeFragment, fragment) = Self.split(address, at: "#")
        let (path, query) = Self.split(beforeFragment, at: "?")
        guard path.hasPrefix("/") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            String($0).removingPercentEncoding ?? String($0)
        }
        let rest = Rest(parameters: FormQuery.pairs(query ?? ""), fragment: fragment)
        for reader in Self.readers {
            if let parts = reader.path.parts(of: segments), let route = reader.read(parts, rest) {
                self = route
                return
            }
        }
        return nil
    }

    /// What an address says after its path: its query's parameters and its fragment.
    struct Rest {
        let parameters: [(name: String, value: String)]
        let fragment: String?

        func value(_ name: String) -> String? { parameters.first { $0.name == name }?.value }
        var page: Int { value("page").flatMap(Int.init) ?? 1 }
        /// The diary's filter the parameters name (`year` alone with `yearOnly`); nil when it is no filter.
        func diaryFilter(yearOnly: Bool = false) -> DiaryFilter? {
            try? DiaryFilter(parameters: yearOnly ? parameters.filter { $0.name == "year" } : parameters)
        }
    }

    /// A page's address and how its parts and the rest make the route: ``PagePath``'s, tried in order (the
    /// literal addresses under `/settings` before a settings form's).
    struct Reader: Sendable {
        let path: PagePath
        let read: @Sendable (_ parts: [String], _ rest: Rest) -> WebRoute?

        init(_ path: PagePath, _ read: @escaping @Sendable (_ parts: [String], _ rest: Rest) -> WebRoute?) {
            self.path = path
            self.read = read
        }
    }

    static let readers: [Reader] = pages + forms

    /// The pages, and the fixed forms.
    private static let pages: [Reader] = [
        Reader(.search, { _, rest in .search(rest.value("q"), page: rest.page) }),
        Reader(
            .film,
            { parts, rest in
                rest.fragment == "reviews"
                    ? .filmReviews(Movie.ID(parts[0])) : .film(Movie.ID(parts[0]), query: rest.value("q"))
            }),
        Reader(.review, { parts, _ in .review(Movie.ID(parts[0])) }),
        Reader(.watchLog, { parts, _ in .watchLog(Movie.ID(parts[0])) }),
        Reader(.reviewLike, { parts, _ in .reviewLike(Movie.ID(parts[0]), author: parts[1]) }),
        Reader(.statistics, { _, rest in rest.diaryFilter(yearOnly: true).map { .statistics(year: $0.year) } }),
        Reader(.diary, { _, rest in rest.diaryFilter().map { .diary($0, page: rest.page) } }),
        Reader(.watchEdit, { parts, _ in .watchEdit(Watch.ID(parts[0])) }),
        Reader(.person, { parts, rest in .person(Person.ID(parts[0]), role: rest.value("role")) }),
        Reader(
            .discover,
            { _, rest in
                let filterParameters = rest.parameters.filter { DiscoverFilter.parameterNames.contains($0.name) }
                guard let filter = try? DiscoverFilter(parameters: filterParameters) else { return nil }
                return .discover(filterParameters.isEmpty ? nil : filter, page: rest.page)
            }),
        Reader(.member, { parts, rest in .member(parts[0], page: rest.page) }),
        Reader(.memberDiary, { parts, rest in rest.diaryFilter().map { .memberDiary(parts[0], $0, page: rest.page) } }),
        Reader(.memberDiaryFeed, { parts, _ in .memberDiaryFeed(parts[0]) }),
        Reader(.memberActivityFeed, { parts, _ in .memberActivityFeed(parts[0]) }),
        Reader(
            .memberStatistics,
            { parts, rest in
                rest.diaryFilter(yearOnly: true).map { .memberStatistics(parts[0], year: $0.year) }
            }),
        Reader(
            .memberStatisticsCard,
            { parts, rest in
                rest.diaryFilter(yearOnly: true).map { .memberStatisticsCard(parts[0], year: $0.year) }
            }),
        Reader(.memberLists, { parts, rest in .memberLists(parts[0], page: rest.page) }),
        Reader(.memberList, { parts, rest in .memberList(parts[0], slug: parts[1], page: rest.page) }),
        Reader(.feed, { _, rest in .feed(after: rest.value("after")) }),
        Reader(.reviewComments, { parts, rest in .reviewComments(parts[0], page: rest.page) }),
        Reader(.commentNew, { _, _ in .commentNew }),
        Reader(.notifications, { _, rest in .notifications(page: rest.page) }),
        Reader(.forYou, { _, _ in .forYou }),
        Reader(.pick, { _, rest in .pick(with: rest.value("with")) }),
        Reader(PagePath("/lists/{action}"), { parts, _ in .listForm(parts[0]) }),
        Reader(PagePath("/lists/{id}/{action}"), { parts, _ in .listForm(parts.joined(separator: "/")) }),
        Reader(.addFilm, { _, rest in .addFilm(title: rest.value("title")) }),
        Reader(.correctFilm, { parts, _ in .correctFilm(Movie.ID(parts[0])) }),
        Reader(
            .saved, { _, rest in .saved(page: rest.page, confirm: rest.value("confirm").flatMap(SavedChange.init)) }),
        Reader(.signIn, { _, rest in .signIn(returningTo: rest.value("return") ?? "/", saving: rest.savedFilm) }),
        Reader(.signUp, { _, rest in .signUp(returningTo: rest.value("return") ?? "/", saving: rest.savedFilm) }),
        Reader(.signOut, { _, _ in .signOut }),
        Reader(.settings, { _, rest in .settings(SettingsNotice.allCases.first { rest.value($0.rawValue) != nil }) }),
        Reader(.blocked, { _, _ in .blocked }),
        Reader(.plays, { _, _ in .plays }),
        Reader(.playsToken, { _, _ in .playsToken }),
        Reader(.playChoice, { parts, _ in .playChoice(parts[0]) }),
        Reader(.tokens, { _, _ in .tokens }),
        Reader(.tokenRevoke, { _, _ in .tokenRevoke }),
        Reader(.export, { _, _ in .export }),
        Reader(.manifest, { _, _ in .manifest }),
        Reader(.serviceWorker, { _, _ in .serviceWorker }),
        Reader(.offline, { _, _ in .offline }),
        Reader(.waiting, { _, _ in .waiting }),
        Reader(.share, { _, _ in .share }),
        Reader(.importPage, { _, _ in .importPage }),
        Reader(.settingsForm, { parts, _ in .settingsForm(parts[0]) }),
        Reader(
            .poster, { parts, rest in rest.value("w").flatMap(Int.init).map { .poster(path: parts[0], width: $0) } }),
        Reader(
            .savedPoster,
            { parts, rest in
                (try? FilmReference(parts[0])).map { .savedPoster($0, path: rest.value("path") ?? "") }
            }),
    ]

    /// The forms and pages whose address names what they do (one of a few actions).
    private static let forms: [Reader] =
        RecentChange.allCases.map { change in Reader(.recentChange(change)) { _, _ in .recentChange(change) } }
        + Asset.allCases.map { asset in Reader(.asset(asset)) { _, _ in .asset(asset) } }
        + DiaryChange.allCases.map { change in Reader(.diaryChange(change)) { _, _ in .diaryChange(change) } }
        + FollowList.allCases.map { list in
            Reader(.memberFollows(list), { parts, rest in .memberFollows(parts[0], list, page: rest.page) })
        }
        + FollowAction.allCases.map { action in
            Reader(.followChange(action), { parts, _ in .followChange(parts[0], action) })
        }
        + CommentAction.allCases.map { action in
            Reader(.commentChange(action), { parts, _ in .commentChange(parts[0], action) })
        }
        + ForYouChange.allCases.map { change in Reader(.forYouChange(change)) { _, _ in .forYouChange(change) } }
        + OfferAction.allCases.map { action in
            Reader(.offerAnswer(action), { parts, _ in .offerAnswer(parts[0], action) })
        }
        + SavedChange.allCases.map { change in Reader(.savedChange(change)) { _, _ in .savedChange(change) } }
        + ImportChange.allCases.map { change in Reader(.importChange(change)) { _, _ in .importChange(change) } }
        + ["add", "remove"].map { change in Reader(.favouriteChange(change)) { _, _ in .favouriteChange(change) } }

    private static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}

extension WebRoute.Rest {
    /// The film a sign-in or sign-up saves afterwards (`save`).
    var savedFilm: FilmReference? { value("save").flatMap { try? FilmReference($0) } }
}
