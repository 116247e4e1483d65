/// The order of a browse: the best known first, the best rated (weighed by how many rated it), the
/// newest, or by title.
public enum DiscoverSort: String, CaseIterable, Sendable {
    case popularity, rating, date, title

    /// `popularity`, `rating`, `date` or `title`, in any case.
    public init(named name: String) throws(DiscoverFilter.Error) {
        guard let sort = Self(rawValue: name.lowercased()) else {
            throw .unknownSort(String(name.prefix(40)))
        }
        self = sort
    }
}
