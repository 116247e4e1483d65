public import Foundation
import MoviesAPI
public import MoviesDomain

/// What is new on a Movies server (`/api/news`): the server counts it and keeps when the member looked.
public struct ServerNewsRepository: NewsRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    /// The server's own cap holds.
    public func news(for member: User.ID, cap: Int) async throws -> News {
        let answer: ServerNewsDTO = try await client.get(.make(.getNews))
        return News(comments: min(cap, answer.comments), offers: min(cap, answer.offers))
    }

    /// The server marks which are new: the newest of those not new stands for when the member looked.
    public func commentsOnTheirs(of member: User.ID, limit: Int) async throws -> (comments: [Comment], seen: Date?) {
        let answer: ServerNewsDTO = try await client.get(.make(.getNews))
        let items = answer.items.prefix(limit).compactMap { item in item.comment.toDomain().map { (item.new, $0) } }
        return (items.map(\.1), items.filter { !$0.0 }.map(\.1.written).max())
    }

    public func markSeen(by member: User.ID, at time: Date) async throws {
        _ = try await client.send(.make(.markNewsSeen))
    }
}

/// `#/components/schemas/News`.
struct ServerNewsDTO: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        let new: Bool
        let comment: ServerCommentDTO
    }

    let comments: Int
    let offers: Int
    let items: [Item]
}
