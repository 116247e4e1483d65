public import MoviesDomain

extension InMemoryMemberStore {
    public func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: [FilmReference: Int]]
    {
        let mine = Set(try await diaryFilms(of: member).ratings.keys)
        var kin: [(member: User.ID, shared: Int, ratings: [FilmReference: Int])] = []
        for other in publicDiaries where other != member && !isBlocked(member, other) {
            let ratings = try await diaryFilms(of: other).ratings
            let shared = ratings.keys.filter(mine.contains).count
            if shared >= minimumShared { kin.append((other, shared, ratings)) }
        }
        let sharingMost = kin.sorted { ($0.shared, $1.member.rawValue) > ($1.shared, $0.member.rawValue) }.prefix(limit)
        return Dictionary(sharingMost.map { ($0.member, $0.ratings) }) { first, _ in first }
    }
}
