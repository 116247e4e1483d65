public import Foundation
import MoviesAPI
public import MoviesDomain

/// A member's notifications on a Movies server (`/api/notifications`): the server reads them and keeps
/// when the member last read them, so the member ids the use case passes are the token's member.
public struct ServerNotificationsRepository: NotificationsRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func unreadNotices(for member: User.ID, cap: Int) async throws -> Int {
        min(cap, try await notices(for: member, page: .first, pageSize: NotificationsUseCase.pageSize).unread)
    }

    /// The server's pages are of 30, as the use case's.
    public func notices(for member: User.ID, page: PageNumber, pageSize: Int) async throws -> NoticesPage {
        let answer: ServerNotificationsDTO = try await client.get(
            .make(.getNotifications), query: [("page", String(page.value))])
        return answer.toDomain(pageSize: pageSize)
    }

    public func markNoticesRead(by member: User.ID, at time: Date) async throws {
        _ = try await client.send(.make(.markNotificationsRead))
    }
}
