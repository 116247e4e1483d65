import Foundation
import MoviesAPI
import MoviesData
public import MoviesDomain

/// A member's export made by the server their account is on (`GET /api/export`), which reads their data
/// where it lives: the file is the server's, as the web's Settings → Export gives it.
public struct ServerAccountArchives: AccountArchives {
    /// The most an export may weigh on the way down.
    static let maximumBytes = 512 << 20

    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func archive(of member: User.ID) async throws -> AccountArchive {
        let (bytes, type) = try await client.fetch(.make(.exportAccount), query: [], maxBytes: Self.maximumBytes)
        guard type?.hasPrefix("application/zip") == true else {
            throw MoviesServerError.undecodable(server: client.name, reason: "the export is not a zip")
        }
        let day = CalendarDay(Date(), in: .gmt)
        return AccountArchive(fileName: "movies-\(day).zip", bytes: bytes)
    }
}
