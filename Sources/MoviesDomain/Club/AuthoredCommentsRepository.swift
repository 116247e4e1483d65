/// The comments a member wrote, wherever they are: theirs to export, read where they are kept.
public protocol AuthoredCommentsRepository: Sendable {
    /// Every comment the member wrote, oldest first.
    func comments(by author: User.ID) async throws -> [Comment]
}
