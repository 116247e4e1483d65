import Hummingbird
import MoviesDomain
import MoviesPresentation

/// The sign-up and sign-in pages. Forms keep what was typed (never a password) and say what is wrong
/// beside the field at fault.
enum AccountPagesView {
    struct Problem: Error {
        /// The field at fault; nil for the whole form.
        var field: String?
        let message: String
    }

    static func signUp(
        _ visit: PageVisit, values: FormBody?, problem: Problem?, returnPath: String, saving: FilmReference? = nil
    ) -> Markup {
        let words = visit.strings.account
        let fields = [
            FormView.Field(
                name: "name", label: words.name, value: values?["name"] ?? "", hint: words.nameHint,
                autocomplete: "username", maxLength: FormLimits.userName),
            FormView.Field(
                name: "given", label: words.givenName, value: values?["given"] ?? "", hint: words.fullNameHint,
                autocomplete: "given-name", maxLength: FormLimits.fullNamePart),
            FormView.Field(
                name: "family", label: words.familyName, value: values?["family"] ?? "",
                autocomplete: "family-name", maxLength: FormLimits.fullNamePart),
            FormView.Field(
                name: "password", label: words.password, type: "password", hint: words.passwordHint,
                autocomplete: "new-password"),
        ]
        return form(
            visit, title: words.signUp, action: .signUp(returningTo: returnPath, saving: saving), fields: fields,
            problem: problem,
            submit: words.createAccount,
            returnPath: returnPath, saving: saving,
            other: (.signIn(returningTo: returnPath, saving: saving), words.haveAccount))
    }

    /// `GET /signout` (a bookmark of the address): a button that asks, rather than signing out on a GET.
    static func signOut(_ visit: PageVisit) -> Response {
        let words = visit.strings.account
        let body: Markup = """
            <section class="panel narrow"><h1>\(words.signOut)</h1>\
            <form method="post" action="\(WebRoute.signOut)">\(visit.tokenField)\
            <button type="submit">\(words.signOut)</button></form></section>
            """
        return visit.page(title: "\(words.signOut) – \(visit.strings.appName)", body: body)
    }

    static func signIn(
        _ visit: PageVisit, values: FormBody?, problem: Problem?, returnPath: String, saving: FilmReference? = nil
    ) -> Markup {
        let words = visit.strings.account
        let fields = [
            FormView.Field(
                name: "name", label: words.name, value: values?["name"] ?? "", autocomplete: "username",
                maxLength: FormLimits.userName),
            FormView.Field(name: "password", label: words.password, type: "password", autocomplete: "current-password"),
        ]
        return form(
            visit, title: words.signIn, action: .signIn(returningTo: returnPath, saving: saving), fields: fields,
            problem: problem, submit: words.signIn,
            returnPath: returnPath, saving: saving,
            other: (.signUp(returningTo: returnPath, saving: saving), words.noAccount))
    }

    private static func form(
        _ visit: PageVisit, title: String, action: WebRoute, fields: [FormView.Field], problem: Problem?,
        submit: String, returnPath: String, saving: FilmReference?, other: (route: WebRoute, label: String)
    ) -> Markup {
        var html: Markup = "<section class=\"panel narrow\"><h1>\(title)</h1>"
        html += FormView.alert(problem?.field == nil ? problem?.message : nil)
        html += "<form method=\"post\" action=\"\(action)\" class=\"stack\">\(visit.tokenField)"
        html += "<input type=\"hidden\" name=\"return\" value=\"\(returnPath)\">"
        for field in fields {
            html += FormView.input(field, error: problem?.field == field.name ? problem?.message : nil)
        }
        html += "<button type=\"submit\">\(submit)</button></form>"
        html += "<p><a href=\"\(other.route)\">\(other.label)</a></p></section>"
        return html
    }
}
