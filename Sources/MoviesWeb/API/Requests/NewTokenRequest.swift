import HTTPTypes
import MoviesDomain

/// `POST /api/tokens`: the account's name and password, what to call the token, what it may do (`read`, or
/// `read_write`, the default) and in how many days it expires (never, by default).
struct NewTokenRequest: Decodable {
    let name: String
    let password: String
    let label: String
    let scope: String?
    let expiresInDays: Int?

    func checkedScope() throws -> AccessToken.Scope {
        guard let scope else { return .readWrite }
        guard let checked = AccessToken.Scope(rawValue: scope) else {
            throw WebError(
                status: .badRequest, code: "invalid_scope", message: "scope is 'read' or 'read_write'",
                field: "scope")
        }
        return checked
    }
}
