/// Films in this site's members' orders: what a browse by members' rating or by most watched this year
/// walks, before the source is asked about each film.
public protocol MemberRankingsRepository: Sendable {
    /// Films of `source` that members rated, best first: each film's mean rating drawn toward the middle
    /// of the scale by ``MemberRankings/priorRatings`` ratings of ``MemberRankings/priorMean``, so that one
    /// member's 10 does not top a film forty members gave 9; ties by more ratings.
    func filmsByMembersRating(of source: FilmReference.Source, limit: Int) async throws -> [FilmReference]

    /// Films of `source` watched in `year`, the one most members watched first (a member once however
    /// often they watched it); ties by more watches.
    func filmsMostWatched(in year: Int, of source: FilmReference.Source, limit: Int) async throws -> [FilmReference]
}

/// What the members' orders share.
public enum MemberRankings {
    /// How many imagined ratings of ``priorMean`` each film's mean starts from.
    public static let priorRatings = 3
    public static let priorMean = 6
    /// The most films a members' order walks.
    public static let depth = 1_000
}
