import Foundation
import MoviesComposition
import MoviesPresentation

/// `movies auth status --json`: each server a token is kept for, as whom, what the token may do and when
/// it expires, or the problem with it (the token itself is never written).
struct AuthStatusDocument: JSONDocument {
    let accounts: [ServerAccount]

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("servers", accounts) { json, account in
                json.member("server", account.server.absoluteString)
                json.member("member", account.member)
                json.member("label", account.label)
                // `read` or `read_write`.
                json.member("scope", account.scope)
                json.member("expires", account.expires?.formatted(.iso8601))
                json.member("problem", account.problem)
            }
        }
    }
}
