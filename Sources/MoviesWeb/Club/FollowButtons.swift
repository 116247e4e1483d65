import MoviesDomain
import MoviesPresentation

/// The profile's Follow (or Unfollow) and Block (or Unblock) forms, for a member signed in who is not the
/// member. Forms, so they work without a script.
enum FollowButtons {
    static func render(_ state: MemberPageState, visit: PageVisit) -> Markup {
        guard visit.user != nil, !state.isOwn else { return "" }
        let words = visit.strings.club
        let standing = state.standing
        var html: Markup = "<div class=\"follow-buttons\">"
        if standing.followedBy { html += "<span class=\"badge\">\(words.followsYou)</span>" }
        if !standing.blocks {
            html += form(standing.follows ? .unfollow : .follow, state.name, primary: !standing.follows, visit: visit)
        }
        html += form(standing.blocks ? .unblock : .block, state.name, primary: false, visit: visit)
        return html + "</div>"
    }

    /// `back`: where the form leads once done; the member's profile when nil.
    static func form(
        _ change: FollowViewModel.Change, _ name: String, primary: Bool, visit: PageVisit, back: WebRoute? = nil
    ) -> Markup {
        let words = visit.strings.club
        let label =
            switch change {
            case .follow: words.follow
            case .unfollow: words.unfollow
            case .block: words.block
            case .unblock: words.unblock
            }
        var returning: Markup = ""
        if let back { returning = "<input type=\"hidden\" name=\"return\" value=\"\(back.href)\">" }
        return """
            <form method="post" action="\(WebRoute.followChange(name, WebRoute.FollowAction(rawValue: change.rawValue) ?? .follow))" class="follow">\(visit.tokenField)\
            \(returning)\
            <button type="submit" class="button\(primary ? "" : " secondary")" \
            aria-label="\(label): \(name)">\(label)</button></form>
            """
    }
}
