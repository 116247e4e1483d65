public import MoviesDomain

extension InMemoryMemberStore: MemberRankingsRepository {
    public func filmsByMembersRating(of source: FilmReference.Source, limit: Int) async throws -> [FilmReference] {
        var sums: [FilmReference: (total: Int, count: Int)] = [:]
        for (key, given) in filmRatings where key.film.source == source && publicDiaries.contains(key.member) {
            sums[key.film, default: (0, 0)].total += given.rating
            sums[key.film, default: (0, 0)].count += 1
        }
        let (prior, mean) = (MemberRankings.priorRatings, MemberRankings.priorMean)
        let score = { (sum: (total: Int, count: Int)) in Double(sum.total + prior * mean) / Double(sum.count + prior) }
        return sums.sorted { lhs, rhs in
            (score(lhs.value), lhs.value.count, rhs.key.description) > (
                score(rhs.value), rhs.value.count, lhs.key.description
            )
        }.prefix(limit).map(\.key)
    }

    public func filmsMostWatched(
        in year: Int, of source: FilmReference.Source, limit: Int
    ) async throws
        -> [FilmReference]
    {
        var counts: [FilmReference: (members: Set<User.ID>, watches: Int)] = [:]
        for watch in watches.values where watch.film.reference.source == source && watch.details.day?.year == year {
            counts[watch.film.reference, default: ([], 0)].members.insert(watch.member)
            counts[watch.film.reference, default: ([], 0)].watches += 1
        }
        return counts.sorted { lhs, rhs in
            (lhs.value.members.count, lhs.value.watches, rhs.key.description)
                > (rhs.value.members.count, rhs.value.watches, lhs.key.description)
        }.prefix(limit).map(\.key)
    }
}
