/// The order of a browse: the best known first, the best rated by critics (weighed by how many rated
/// it), the newest, by title, the best rated by this site's members, or the most watched by them this
/// year.
public enum DiscoverSort: String, CaseIterable, Sendable {
    case popularity, rating, date, title, members, watched

    /// Whether the order is this site's members' (``MemberRankingsRepository``), not the source's.
    public var isMembers: Bool { self == .members || self == .watched }

    /// `popularity`, `rating`, `date`, `title`, `members` or `watched`, in any case.
    public init(named name: String) throws(DiscoverFilter.Error) {
        guard let sort = Self(rawValue: name.lowercased()) else {
            throw .unknownSort(String(name.prefix(40)))
        }
        self = sort
    }
}
