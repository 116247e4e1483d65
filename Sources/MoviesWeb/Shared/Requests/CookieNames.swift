/// The names of the cookies that carry a session, a form token or a visitor id. A site served over HTTPS
/// (`--secure-cookies`) gives them the `__Host-` prefix, which a browser honours only for a cookie that is
/// `Secure`, set by this very host for the path `/`: no other host under the same domain, and no page
/// over plain HTTP, can set or overwrite them.
struct CookieNames: Sendable {
    let session: String
    let form: String
    let visitor: String
    /// What the member just removed, for the Undo bar of the page they go back to.
    let undo: String

    init(secure: Bool) {
        let prefix = secure ? "__Host-" : ""
        session = prefix + "movies_session"
        form = prefix + "movies_form"
        visitor = prefix + "movies_visitor"
        undo = prefix + "movies_undo"
    }
}
