public import MoviesDomain

/// The screens of plays a member's media servers post.
public protocol PlaysScreens: Sendable {
    /// The member's plays and what was made of each, their play token, and their choices for plays
    /// waiting for a film.
    func playsScreen(member: User.ID, strings: Strings) -> PlaysViewModel
}
