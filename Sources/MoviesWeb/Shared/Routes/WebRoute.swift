import MoviesDomain

/// Every address the site links to, redirects to or posts a form to, built in one place: a link cannot be
/// misspelled, and every part that comes from data is percent-encoded. ``init(address:)`` reads an address
/// back; the tests go round every route.
enum WebRoute: Equatable, Sendable {
    /// `/?q=heat&page=2`; `/` with no query.
    case search(String?, page: Int = 1)
    /// `/recent/remove`, `/recent/clear`: the recent searches' forms.
    case recentChange(RecentChange)
    /// `/movies/17738?q=star`: a film, reached from the results of `query`.
    case film(Movie.ID, query: String? = nil)
    /// `/movies/17738#reviews`.
    case filmReviews(Movie.ID)
    /// `/movies/17738/review`: the review form's action.
    case review(Movie.ID)
    /// `/movies/17738/reviews/ana/like`: the form that likes (or stops liking) ana's review of the film.
    case reviewLike(Movie.ID, author: String)
    /// `/people/catalog:francis-ford-coppola?role=director`: a person's page, their films in one role.
    case person(Person.ID, role: String? = nil)
    /// `/discover?genre=drama&from=1970&to=1979&sort=rating&page=2`.
    case discover(DiscoverFilter?, page: Int = 1)
    /// `/u/ana?page=2`: a member's public page.
    case member(String, page: Int = 1)
    /// `/u/ana/followers?page=2`, `/u/ana/following`: who follows a member, and whom they follow.
    case memberFollows(String, FollowList, page: Int = 1)
    /// `/u/ana/follow`, `/u/ana/unfollow`, `/u/ana/block`, `/u/ana/unblock`: the profile's forms.
    case followChange(String, FollowAction)
    /// `/settings/blocked`: the members one blocked.
    case blocked
    /// `/settings/plays`: the plays the member's media servers posted, and their addresses.
    case plays
    /// `/settings/plays/token`: the form that makes a play token.
    case playsToken
    /// `/settings/plays/{id}`: the form that chooses the film of a play waiting for one.
    case playChoice(String)
    /// `/u/ana/activity.rss`: a member's public activity, for a feed reader.
    case memberActivityFeed(String)
    /// `/feed?after=…`: the feed's older pages (its first is the home page's).
    case feed(after: String? = nil)
    /// `/reviews/{id}`: a review whole, with its comments (its id its watch's).
    case reviewComments(String, page: Int = 1)
    /// `/comments`: the form that writes a comment (`on` and `text` in the body).
    case commentNew
    /// `/comments/{id}/edit` and `/comments/{id}/delete`: the forms that change one.
    case commentChange(String, CommentAction)
    /// `/for-you`: films for the member from their own ratings.
    case forYou
    /// `/for-you/dismiss`, `/for-you/undo`: a film set aside, or brought back (`film` and `title` in the body).
    case forYouChange(ForYouChange)
    /// `/pick?with=ana&under=120&genre=drama&decade=1970s`: tonight's pick, with the friends of `with`
    /// (comma-separated) chosen on the form.
    case pick(with: String? = nil)
    /// `/notifications?page=2`: the member's notifications, which reading marks read.
    case notifications(page: Int = 1)
    /// `/offers/{id}/accept` and `/offers/{id}/dismiss`: the forms that answer a watch one was named on.
    case offerAnswer(String, OfferAction)
    /// `/saved?page=2`; `/saved?confirm=remove-all` asks before removing every film.
    case saved(page: Int = 1, confirm: SavedChange? = nil)
    /// `/saved/add`, `/saved/remove`: the save toggle's actions.
    case savedChange(SavedChange)
    /// `/diary?year=2024&rating=8&rewatch=yes&page=2`: the member's diary.
    case diary(DiaryFilter = .all, page: Int = 1)
    /// `/diary/delete`, `/diary/undo`: the diary's forms.
    case diaryChange(DiaryChange)
    /// `/diary/{id}/edit`: a watch's form.
    case watchEdit(Watch.ID)
    /// `/movies/17738/log`: the form that logs a watch of the film.
    case watchLog(Movie.ID)
    /// `/u/ana/diary?year=2024&page=2`, `/u/ana/diary.rss`, `/u/ana/stats?year=2024`: a public diary.
    case memberDiary(String, DiaryFilter = .all, page: Int = 1)
    case memberDiaryFeed(String)
    case memberStatistics(String, year: Int? = nil)
    /// `/u/{name}/stats/card.png?year=2024`: the year in review as an image (PNG, 1200 × 630).
    case memberStatisticsCard(String, year: Int? = nil)
    /// `/stats?year=2024`: the member's statistics, for a year or all time.
    case statistics(year: Int? = nil)
    /// `/signin?return=/saved&save=catalog:17738`: back to `returnPath` afterwards, saving `saving`.
    case signIn(returningTo: String = "/", saving: FilmReference? = nil)
    case signUp(returningTo: String = "/", saving: FilmReference? = nil)
    case signOut
    /// `/settings`, with a notice (`?saved=1`); `/settings/name` and the others: a form's action.
    case settings(SettingsNotice? = nil)
    case settingsForm(String)
    /// `/settings/tokens`, `/settings/tokens/revoke`: the access tokens' forms.
    case tokens
    case tokenRevoke
    /// `/u/ana/lists`, `/u/ana/lists/best-of-the-70s?page=2`: a member's lists, and one of them.
    case memberLists(String, page: Int = 1)
    case memberList(String, slug: String, page: Int = 1)
    /// `/lists/new`, `/lists/undo`, `/lists/{id}/edit` and the other forms of a list's owner.
    case listForm(String)
    /// `/films/add?title=…`: the form that adds a film the catalog lacks, its title filled in.
    case addFilm(title: String? = nil)
    /// `/films/{id}/edit`: the form that corrects a film the member added.
    case correctFilm(Movie.ID)
    /// `/favourites/add`, `/favourites/remove`: the forms that change the member's four favourite films.
    case favouriteChange(String)
    /// `/settings/export`: the member's whole data as a zip.
    case export
    /// `/settings/import`: an import's page (and its upload's action); `/settings/import/confirm`, `…/cancel`.
    case importPage
    case importChange(ImportChange)
    /// `/posters/catalog-17738.svg?w=342`.
    case poster(path: String, width: Int)
    /// `/saved-posters/catalog:17738?path=…`: the copy kept with a saved film.
    case savedPoster(FilmReference, path: String)
    /// `/static/app.css`, `/static/app.js`, `/static/icons/…`.
    case asset(Asset)
    /// `/manifest.webmanifest`: what a phone installs.
    case manifest
    /// `/sw.js`: the service worker, at the root so that it serves every page.
    case serviceWorker
    /// `/offline`: what the service worker shows for a page it has not kept, with no signal.
    case offline
    /// `/waiting`: the watches a phone logged with no signal, kept there until they are sent.
    case waiting
    /// `/share?title=…&text=…&url=…`: a film shared from another app (the manifest's share target).
    case share

    enum ImportChange: String, Sendable, CaseIterable {
        case confirm, cancel
    }

    enum SettingsNotice: String, Sendable, CaseIterable {
        /// Every other session was signed out.
        case ended
        case saved
    }

    enum DiaryChange: String, Sendable, CaseIterable {
        case delete, undo, visibility
    }

    /// Which way a member's follows run.
    enum FollowList: String, Sendable, CaseIterable {
        case followers, following
    }

    /// What a profile's forms do to its member.
    enum FollowAction: String, Sendable, CaseIterable {
        case follow, unfollow, block, unblock
    }

    /// What a comment's form does.
    enum CommentAction: String, Sendable, CaseIterable {
        case edit, delete
    }

    /// What For you's forms do.
    enum ForYouChange: String, Sendable, CaseIterable {
        case dismiss, undo
    }

    /// What an offer's form does.
    enum OfferAction: String, Sendable, CaseIterable {
        case accept, dismiss
    }

    enum RecentChange: String, Sendable, CaseIterable {
        /// One search (the form's `q`); every search.
        case remove, clear
    }

    enum Asset: String, Sendable, CaseIterable {
        case stylesheet = "app.css"
        case script = "app.js"
        /// The site's mark (`scripts/draw-icons.py` draws it and the icons below).
        case mark = "icons/mark.svg"
        case icon192 = "icons/icon-192.png"
        case icon512 = "icons/icon-512.png"
        case maskableIcon = "icons/maskable-512.png"
        case appleTouchIcon = "icons/apple-touch-icon.png"

        /// Its media type: text in UTF-8, images as they are.
        var type: String {
            switch self {
            case .stylesheet: "text/css; charset=utf-8"
            case .script: "text/javascript; charset=utf-8"
            case .mark: "image/svg+xml"
            case .icon192, .icon512, .maskableIcon, .appleTouchIcon: "image/png"
            }
        }
    }

    enum SavedChange: String, Sendable, CaseIterable {
        case add, remove, undo
        case removeAll = "remove-all"
    }

    /// The address, percent-encoded where the parts come from data.
    var href: String {
        switch self {
        case .search(let query, let page):
            guard let query else { return PagePath.search.href() }
            return PagePath.search.href() + Self.query(["q": query, "page": Self.page(page)])
        case .recentChange(let change): return PagePath.recentChange(change).href()
        case .film(let id, let query): return PagePath.film.href(id.rawValue) + Self.query(["q": query])
        case .filmReviews(let id): return PagePath.film.href(id.rawValue) + "#reviews"
        case .review(let id): return PagePath.review.href(id.rawValue)
        case .reviewLike(let id, let author): return PagePath.reviewLike.href(id.rawValue, author)
        case .person(let id, let role): return PagePath.person.href(id.rawValue) + Self.query(["role": role])
        case .discover(let filter, let page):
            return PagePath.discover.href() + Self.query(Self.parameters(of: filter, page: page))
        case .member(let name, let page): return PagePath.member.href(name) + Self.query(["page": Self.page(page)])
        case .memberFollows(let name, let list, let page):
            return PagePath.memberFollows(list).href(name) + Self.query(["page": Self.page(page)])
        case .followChange(let name, let change): return PagePath.followChange(change).href(name)
        case .blocked: return PagePath.blocked.href()
        case .plays: return PagePath.plays.href()
        case .playsToken: return PagePath.playsToken.href()
        case .playChoice(let id): return PagePath.playChoice.href(id)
        case .feed(let after): return PagePath.feed.href() + Self.query(["after": after])
        case .reviewComments(let id, let page):
            return PagePath.reviewComments.href(id) + Self.query(page > 1 ? [("page", String(page))] : [])
        case .commentNew: return PagePath.commentNew.href()
        case .commentChange(let id, let action): return PagePath.commentChange(action).href(id)
        case .notifications(let page): return PagePath.notifications.href() + Self.query(["page": Self.page(page)])
        case .forYou: return PagePath.forYou.href()
        case .forYouChange(let change): return PagePath.forYouChange(change).href()
        case .pick(let with): return PagePath.pick.href() + Self.query(["with": with])
        case .offerAnswer(let id, let action): return PagePath.offerAnswer(action).href(id)
        case .memberActivityFeed(let name): return PagePath.memberActivityFeed.href(name)
        case .saved(let page, let confirm):
            return PagePath.saved.href() + Self.query(["page": Self.page(page), "confirm": confirm?.rawValue])
        case .savedChange(let change): return PagePath.savedChange(change).href()
        case .memberDiary(let name, let filter, let page):
            return PagePath.memberDiary.href(name) + Self.query(Self.parameters(of: filter, page: page))
        case .memberDiaryFeed(let name): return PagePath.memberDiaryFeed.href(name)
        case .memberStatistics(let name, let year):
            return PagePath.memberStatistics.href(name) + Self.query(["year": year.map(String.init)])
        case .memberStatisticsCard(let name, let year):
            return PagePath.memberStatisticsCard.href(name) + Self.query(["year": year.map(String.init)])
        case .diary(let filter, let page):
            return PagePath.diary.href() + Self.query(Self.parameters(of: filter, page: page))
        case .diaryChange(let change): return PagePath.diaryChange(change).href()
        case .statistics(let year): return PagePath.statistics.href() + Self.query(["year": year.map(String.init)])
        case .watchEdit(let id): return PagePath.watchEdit.href(id.rawValue)
        case .watchLog(let id): return PagePath.watchLog.href(id.rawValue)
        case .signIn(let back, let film): return PagePath.signIn.href() + Self.account(back, film)
        case .signUp(let back, let film): return PagePath.signUp.href() + Self.account(back, film)
        case .signOut: return PagePath.signOut.href()
        case .settings(let notice):
            return PagePath.settings.href() + Self.query(notice.map { [($0.rawValue, "1")] } ?? [])
        case .settingsForm(let section): return PagePath.settingsForm.href(section)
        case .export: return PagePath.export.href()
        case .memberLists(let name, let page):
            return PagePath.memberLists.href(name) + Self.query(page > 1 ? [("page", String(page))] : [])
        case .memberList(let name, let slug, let page):
            return PagePath.memberList.href(name, slug) + Self.query(page > 1 ? [("page", String(page))] : [])
        case .favouriteChange(let change): return PagePath.favouriteChange(change).href()
        case .listForm(let action):
            let parts = action.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return PagePath.listsForm(action).href() }
            return PagePath.listForm(parts[1]).href(parts[0])
        case .addFilm(let title): return PagePath.addFilm.href() + Self.query(["title": title])
        case .correctFilm(let id): return PagePath.correctFilm.href(id.rawValue)
        case .importPage: return PagePath.importPage.href()
        case .importChange(let change): return PagePath.importChange(change).href()
        case .tokens: return PagePath.tokens.href()
        case .tokenRevoke: return PagePath.tokenRevoke.href()
        case .poster(let path, let width): return PagePath.poster.href(path) + "?w=\(width)"
        case .savedPoster(let film, let path):
            // A film reference is letters, digits, `:`, `-` and `_`: safe in a path as it is.
            return PagePath.savedPoster.href(film.description, verbatim: true) + Self.query(["path": path])
        case .asset(let asset): return PagePath.asset(asset).href()
        case .manifest: return PagePath.manifest.href()
        case .serviceWorker: return PagePath.serviceWorker.href()
        case .offline: return PagePath.offline.href()
        case .waiting: return PagePath.waiting.href()
        case .share: return PagePath.share.href()
        }
    }
}
