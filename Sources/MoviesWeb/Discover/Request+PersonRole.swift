import Hummingbird
import MoviesDomain
import MoviesPresentation

extension Request {
    /// The `role` a person's page shows the films of (`director`, `writer`, `cast`), nil for all.
    func personRole(strings: Strings) throws(ScreenFailure) -> PersonCredit.Role? {
        guard let text = try parameter("role", strings: strings), !text.isEmpty else { return nil }
        guard let role = PersonCredit.Role(rawValue: text) else {
            let shown = String(text.prefix(40))
            throw ScreenFailure(
                kind: .invalidInput, code: "invalid_role", message: strings.discover.unknownRole(shown),
                detail: "the role must be director, writer or cast, not '\(shown)'")
        }
        return role
    }
}
