public import MoviesDomain

extension InMemoryMemberStore: PlaysRepository {
    public func addPlay(_ play: Play, key: String) async throws -> (play: Play, isNew: Bool) {
        guard accounts[play.member] != nil else { throw AccountError.notFound }
        if let kept = plays[play.member]?.first(where: { $0.key == key }) { return (kept.play, false) }
        plays[play.member, default: []].append((key, play))
        return (play, true)
    }

    public func plays(of member: User.ID, limit: Int) async throws -> [Play] {
        Array((plays[member] ?? []).reversed().prefix(limit).map(\.play))
    }

    public func play(_ id: Play.ID, of member: User.ID) async throws -> Play? {
        plays[member]?.first { $0.play.id == id }?.play
    }

    public func settle(_ play: Play) async throws {
        guard let index = plays[play.member]?.firstIndex(where: { $0.play.id == play.id }) else { return }
        plays[play.member]?[index].play = play
    }
}
