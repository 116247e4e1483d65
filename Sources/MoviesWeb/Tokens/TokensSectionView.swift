import MoviesDomain
import MoviesPresentation

/// The access tokens part of `/settings`: the member's tokens, each with Revoke; a form that makes one
/// behind the password; and, once, the secret of the one just made. The label's `maxlength` is the byte
/// bound, not the 60 characters: a browser counts UTF-16 units (an emoji is two), which would stop a label
/// of 60 emoji the server takes; no label within the byte bound has more units than that.
enum TokensSectionView {
    static let expiries = [30, 90, 365]

    static func render(
        _ visit: PageVisit, state: AccessTokensState, problem: AccountPagesView.Problem?
    ) -> Markup {
        let words = visit.strings.tokens
        var html: Markup = "<section class=\"panel\" id=\"tokens\"><h2>\(words.heading)</h2>"
        html += "<p class=\"muted\">\(words.intro)</p>"
        html += FormView.notice(state.notice)
        if let issued = state.issued {
            html += """
                <div class="issued" role="status" tabindex="-1" autofocus><p><strong>\(issued.token.label)</strong></p>\
                <p><code class="secret">\(issued.secret)</code></p><p>\(words.copyNow)</p></div>
                """
        }
        html += list(state.tokens, visit)
        html += problem?.field == nil ? FormView.alert(problem?.message) : .empty
        // A media server's token is made where its addresses are shown (Settings → Plays).
        let scopes = [AccessToken.Scope.readWrite, .read].map { scope -> Markup in
            "<option value=\"\(scope.rawValue)\">\(words.scopeName(scope))</option>"
        }
        let days = expiries.map { days -> Markup in "<option value=\"\(days)\">\(words.days(days))</option>" }
        html += """
            <form method="post" action="\(WebRoute.tokens)" class="stack">\(visit.tokenField)\
            \(FormView.input(.init(name: "label", label: words.label, maxLength: FormLimits.tokenLabel, id: "token-label"), error: problem?.field == "label" ? problem?.message : nil))\
            <div class="field"><label for="f-token-scope">\(words.scope)</label>\
            <select id="f-token-scope" name="scope">\(scopes)</select></div>\
            <div class="field"><label for="f-token-expiry">\(words.expiry)</label>\
            <select id="f-token-expiry" name="expiresInDays"><option value="">\(words.never)</option>\(days)</select></div>\
            \(FormView.input(.init(name: "current", label: visit.strings.account.currentPassword, type: "password", autocomplete: "current-password", id: "token-current"), error: problem?.field == "current" ? problem?.message : nil))\
            <button type="submit">\(words.make)</button></form></section>
            """
        return html
    }

    private static func list(_ tokens: [AccessTokensState.Item], _ visit: PageVisit) -> Markup {
        let words = visit.strings.tokens
        guard !tokens.isEmpty else { return "<p>\(words.none)</p>" }
        let items = tokens.map { item -> Markup in
            """
            <li><strong>\(item.token.label)</strong> · \(item.scope) · <span class="muted">\(item.made) · \(item.lastUsed)</span> \
            <form method="post" action="\(WebRoute.tokenRevoke)" class="inline">\(visit.tokenField)\
            <input type="hidden" name="id" value="\(item.token.id.rawValue)">\
            <button type="submit" class="link" aria-label="\(words.revoke) \(item.token.label)">\(words.revoke)</button>\
            </form></li>
            """
        }
        return "<ul class=\"sessions\">\(items)</ul>"
    }
}
