import MoviesDomain
import MoviesPresentation

/// `/settings`: one form each for the name, the full name and the password, who may read the diary (and,
/// while it is private, whether it shapes friends' picks), the sessions, the access tokens (``TokensSectionView``), and deleting the account behind a confirmation. `problem` is shown in the form it belongs to.
enum SettingsPageView {
    enum Section: String {
        case name, fullName = "full-name", password, diary, picks, sessions, delete
    }

    /// One of the member's sessions.
    static func render(
        _ visit: PageVisit, user: User, sessions: SessionsState, section: Section?, problem: AccountPagesView.Problem?,
        notice: String?, diaryIsPublic: Bool? = nil, diaryShapesPicks: Bool? = nil, tokens: Markup = .empty
    ) -> Markup {
        let words = visit.strings.account
        // A problem shows in the form that was sent, beside its field.
        func error(_ field: String, _ here: Section) -> String? {
            section == here && problem?.field == field ? problem?.message : nil
        }
        func alert(_ here: Section) -> Markup {
            section == here && problem?.field == nil ? FormView.alert(problem?.message) : .empty
        }
        func form(_ here: Section, _ title: String, _ fields: Markup, submit: String, danger: Bool = false) -> Markup {
            """
            <section class="panel" id="\(here.rawValue)"><h2>\(title)</h2>\(alert(here))\
            <form method="post" action="\(WebRoute.settingsForm(here.rawValue))" class="stack">\(visit.tokenField)\(fields)\
            <button type="submit"\(danger ? " class=\"danger\"" as Markup : .empty)>\(submit)</button></form></section>
            """
        }
        var html: Markup = "<h1>\(words.settings)</h1>"
        html += FormView.notice(notice)
        html +=
            "<p class=\"muted\"><a href=\"\(WebRoute.member(user.name.text))\">\(words.publicPage)</a></p>"
        html += form(
            .name, words.changeName,
            FormView.input(
                .init(
                    name: "name", label: words.name, value: user.name.text, hint: words.nameHint,
                    autocomplete: "username", maxLength: FormLimits.userName),
                error: error("name", .name)), submit: words.saveChanges)
        html += form(
            .fullName, words.changeFullName,
            FormView.input(
                .init(
                    name: "given", label: words.givenName, value: user.fullName.given, autocomplete: "given-name",
                    maxLength: FormLimits.fullNamePart),
                error: error("given", .fullName))
                + FormView.input(
                    .init(
                        name: "family", label: words.familyName, value: user.fullName.family,
                        autocomplete: "family-name", maxLength: FormLimits.fullNamePart),
                    error: error("family", .fullName)), submit: words.saveChanges)
        html += form(
            .password, words.changePassword,
            FormView.input(
                .init(
                    name: "current", label: words.currentPassword, type: "password", autocomplete: "current-password"),
                error: error("current", .password))
                + FormView.input(
                    .init(
                        name: "password", label: words.newPassword, type: "password", hint: words.passwordHint,
                        autocomplete: "new-password"),
                    error: error("password", .password)), submit: words.changePassword)
        if let diaryIsPublic {
            let diary = visit.strings.diary
            let said = diaryIsPublic ? diary.publicDiary(WebRoute.memberDiary(user.name.text).href) : diary.privateDiary
            html += form(
                .diary, diary.diary,
                "<p class=\"muted\">\(said)</p><input type=\"hidden\" name=\"public\" value=\"\(diaryIsPublic ? "no" : "yes")\">",
                submit: diaryIsPublic ? diary.makePrivate : diary.makePublic)
            if !diaryIsPublic, let shapes = diaryShapesPicks {
                html += form(
                    .picks, diary.picksHeading,
                    "<p class=\"muted\">\(shapes ? diary.shapesPicksSaid : diary.shapesNoPicksSaid)</p>"
                        + "<input type=\"hidden\" name=\"shapes\" value=\"\(shapes ? "no" : "yes")\">",
                    submit: shapes ? diary.stopShapingPicks : diary.letShapePicks)
            }
        }
        html += form(.sessions, words.sessions, sessionList(sessions, visit), submit: words.signOutElsewhere)
        html += tokens
        html += DataSectionView.render(visit)
        let plays = visit.strings.plays
        html += """
            <section class="panel" id="plays"><h2>\(plays.heading)</h2>\
            <p><a href="\(WebRoute.plays)">\(plays.makeToken)</a></p></section>
            """
        let club = visit.strings.club
        html += """
            <section class="panel" id="blocked"><h2>\(club.blockedHeading)</h2>\
            <p><a href="\(WebRoute.blocked)">\(club.seeBlocked)</a></p></section>
            """
        let confirm: Markup = """
            <p>\(words.deleteAccountWarning)</p>\
            \(FormView.input(.init(name: "current", label: words.currentPassword, type: "password", autocomplete: "current-password", id: "delete-current"), error: error("current", .delete)))\
            <div class="check"><input id="f-confirm" name="confirm" type="checkbox" value="yes" required>\
            <label for="f-confirm">\(words.deleteAccountConfirm)</label></div>
            """
        html += form(.delete, words.deleteAccount, confirm, submit: words.deleteAccount, danger: true)
        return html
    }

    private static func sessionList(_ sessions: SessionsState, _ visit: PageVisit) -> Markup {
        let items = sessions.rows.map { row -> Markup in
            let current: Markup = row.current.map { " <strong>(\($0))</strong>" } ?? .empty
            return "<li>\(row.text)\(current)</li>"
        }
        return "<p class=\"muted\">\(visit.strings.account.sessionsHint)</p><ul class=\"sessions\">\(items)</ul>"
    }
}
