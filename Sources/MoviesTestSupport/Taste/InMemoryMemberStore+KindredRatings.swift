public import MoviesDomain

extension InMemoryMemberStore {
    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: KindredRatings]
    {
        let mine = try await diaryFilms(of: member).ratings
        var kin: [(member: User.ID, ratings: KindredRatings)] = []
        for other in publicDiaries where other != member && !isBlocked(member, other) {
            let set = KindredRatings(mine: mine, theirs: try await diaryFilms(of: other).ratings)
            if set.shared.films >= minimumShared { kin.append((other, set)) }
        }
        let sharingMost = kin.sorted {
            ($0.ratings.shared.films, $1.member.rawValue) > ($1.ratings.shared.films, $0.member.rawValue)
        }
        return Dictionary(sharingMost.prefix(limit).map { ($0.member, $0.ratings) }) { first, _ in first }
    }
}
