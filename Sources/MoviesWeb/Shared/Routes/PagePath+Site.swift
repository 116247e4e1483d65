/// Every page address of the site, in the order of ``WebRoute``'s cases.
extension PagePath {
    static let search = PagePath("/")
    static func recentChange(_ change: WebRoute.RecentChange) -> PagePath { PagePath("/recent/\(change.rawValue)") }
    static let film = PagePath("/movies/{id}")
    static let review = PagePath("/movies/{id}/review")
    static let reviewLike = PagePath("/movies/{id}/reviews/{author}/like")
    static let person = PagePath("/people/{id}")
    static let discover = PagePath("/discover")
    static let member = PagePath("/u/{name}")
    static func memberFollows(_ list: WebRoute.FollowList) -> PagePath { PagePath("/u/{name}/\(list.rawValue)") }
    static func followChange(_ action: WebRoute.FollowAction) -> PagePath {
        PagePath("/u/{name}/\(action.rawValue)")
    }
    static let blocked = PagePath("/settings/blocked")
    static let plays = PagePath("/settings/plays")
    static let playsToken = PagePath("/settings/plays/token")
    static let playChoice = PagePath("/settings/plays/{id}")
    static let memberActivityFeed = PagePath("/u/{name}/activity.rss")
    static let feed = PagePath("/feed")
    static let reviewComments = PagePath("/reviews/{id}")
    static let commentNew = PagePath("/comments")
    static func commentChange(_ action: WebRoute.CommentAction) -> PagePath {
        PagePath("/comments/{id}/\(action.rawValue)")
    }
    static let forYou = PagePath("/for-you")
    static func forYouChange(_ change: WebRoute.ForYouChange) -> PagePath { PagePath("/for-you/\(change.rawValue)") }
    static let pick = PagePath("/pick")
    static let notifications = PagePath("/notifications")
    /// What notifications were called before: it leads to them.
    static let news = PagePath("/news")
    static func offerAnswer(_ action: WebRoute.OfferAction) -> PagePath {
        PagePath("/offers/{id}/\(action.rawValue)")
    }
    static let saved = PagePath("/saved")
    static func savedChange(_ change: WebRoute.SavedChange) -> PagePath { PagePath("/saved/\(change.rawValue)") }
    static let diary = PagePath("/diary")
    static func diaryChange(_ change: WebRoute.DiaryChange) -> PagePath { PagePath("/diary/\(change.rawValue)") }
    static let watchEdit = PagePath("/diary/{id}/edit")
    static let watchLog = PagePath("/movies/{id}/log")
    static let memberDiary = PagePath("/u/{name}/diary")
    static let memberDiaryFeed = PagePath("/u/{name}/diary.rss")
    static let memberStatistics = PagePath("/u/{name}/stats")
    static let memberStatisticsCard = PagePath("/u/{name}/stats/card.png")
    static let statistics = PagePath("/stats")
    static let signIn = PagePath("/signin")
    static let signUp = PagePath("/signup")
    static let signOut = PagePath("/signout")
    static let settings = PagePath("/settings")
    static let settingsForm = PagePath("/settings/{section}")
    /// One section's form (`/settings/name`), as the router takes each.
    static func settingsSection(_ section: String) -> PagePath { PagePath("/settings/\(section)") }
    static let tokens = PagePath("/settings/tokens")
    static let tokenRevoke = PagePath("/settings/tokens/revoke")
    static let memberLists = PagePath("/u/{name}/lists")
    static let memberList = PagePath("/u/{name}/lists/{slug}")
    /// `/lists/new`, `/lists/undo`, `/lists/add`: the forms of a member's lists.
    static func listsForm(_ action: String) -> PagePath { PagePath("/lists/\(action)") }
    /// `/lists/{id}/edit` and the other forms of one list.
    static func listForm(_ action: String) -> PagePath { PagePath("/lists/{id}/\(action)") }
    static let addFilm = PagePath("/films/add")
    static let correctFilm = PagePath("/films/{id}/edit")
    static func favouriteChange(_ change: String) -> PagePath { PagePath("/favourites/\(change)") }
    static let export = PagePath("/settings/export")
    static let importPage = PagePath("/settings/import")
    static func importChange(_ change: WebRoute.ImportChange) -> PagePath {
        PagePath("/settings/import/\(change.rawValue)")
    }
    static let poster = PagePath("/posters/{path}")
    static let savedPoster = PagePath("/saved-posters/{film}")
    static func asset(_ asset: WebRoute.Asset) -> PagePath { PagePath("/static/\(asset.rawValue)") }
    static let manifest = PagePath("/manifest.webmanifest")
    static let serviceWorker = PagePath("/sw.js")
    static let offline = PagePath("/offline")
    static let waiting = PagePath("/waiting")
    static let share = PagePath("/share")
}
