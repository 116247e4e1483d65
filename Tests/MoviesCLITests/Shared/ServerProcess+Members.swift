import Foundation
import NIOHTTP1

extension ServerProcess {
    struct SignUpRefused: Error {
        let status: Int
    }

    /// Signs `name` up (full name `Name Lima`, password "long enough") as a browser does; answers the
    /// headers that member's requests carry from then on: their session cookie, and this site as the origin.
    func signUp(_ name: String) async throws -> [(String, String)] {
        let made = try await send(
            .POST, "/api/users",
            json:
                #"{"name": "\#(name)", "fullName": {"given": "\#(name.capitalized)", "family": "Lima"}, "password": "long enough"}"#
        )
        guard made.status == 201, let cookie = made.setCookie?.split(separator: ";").first.map(String.init) else {
            throw SignUpRefused(status: made.status)
        }
        return [("Cookie", cookie), ("Origin", "http://127.0.0.1:\(port)")]
    }
}
