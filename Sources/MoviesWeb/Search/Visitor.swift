import Hummingbird
import MoviesDomain

/// An anonymous visitor, known by an id the server issued and signed, kept in an HttpOnly cookie.
/// Recent queries belong to it.
///
/// Only a returning visitor (whose request carries a cookie the server signed) has its searches
/// remembered: a request without one, a script's or a first visit's, could never be shown them. A
/// made-up or altered cookie is replaced by a new id, and nothing is saved under it.
struct Visitor {

    let id: String
    /// True when the request carried no id the server signed.
    let isNew: Bool
    /// The cookie to set: a new visitor's, unless its address has become too many visitors this minute.
    let cookie: Cookie?

    /// Whose recent queries a search by this visitor saves to: nobody's for a new visitor.
    var historyOwner: HistoryOwner? { isNew ? nil : .visitor(id) }

    init(id: String, isNew: Bool, cookie: Cookie?) {
        self.id = id
        self.isNew = isNew
        self.cookie = cookie
    }

    /// Sets the cookie on `response` when the visitor is new.
    func remember(in response: inout Response) {
        if let cookie { response.setCookie(cookie) }
    }
}
