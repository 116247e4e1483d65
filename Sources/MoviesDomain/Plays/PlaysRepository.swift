/// The plays members' media servers posted, each kept once: a play sent again (servers retry), or the same
/// film on the same day from another device, is known by its key, atomically across servers sharing one
/// database.
public protocol PlaysRepository: Sendable {
    /// Keeps `play` unless the member has a play of this `key`: the kept play, and whether it is new.
    func addPlay(_ play: Play, key: String) async throws -> (play: Play, isNew: Bool)

    /// The member's latest plays, newest first.
    func plays(of member: User.ID, limit: Int) async throws -> [Play]

    func play(_ id: Play.ID, of member: User.ID) async throws -> Play?

    /// What was made of the play: its fate, the film it was logged as, and that film's title where the
    /// server named it by an id alone.
    func settle(_ play: Play) async throws
}
