import HTTPTypes
import MoviesDomain

/// `POST /api/tokens`: the account's name and password, what to call the token, what it may do (`read`, or
/// `read_write`, the default) and in how many days it expires (never, by default).
struct NewTokenRequest: Decodable {
    let name: String
    let password: String
    let label: String
    let scope: String?
    /// Read as any number, so `1.5` is refused naming the field rather than as a body that does not decode.
    let expiresInDays: Double?

    func checkedScope() throws -> AccessToken.Scope {
        guard let scope else { return .readWrite }
        guard let checked = AccessToken.Scope(rawValue: scope) else {
            throw WebError(
                status: .badRequest, code: "invalid_scope", message: "scope is 'read', 'read_write' or 'plays'",
                field: "scope")
        }
        return checked
    }

    /// Whole days; the range is the Domain's to check.
    func checkedDays() throws -> Int? {
        guard let expiresInDays else { return nil }
        guard expiresInDays.rounded() == expiresInDays, let days = Int(exactly: expiresInDays) else {
            throw WebError(
                status: .badRequest, code: "invalid_expiry", message: "expiresInDays is a whole number of days",
                field: "expiresInDays")
        }
        return days
    }
}
