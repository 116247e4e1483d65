import Foundation

extension DiscoverFilter {
    /// Whether `movie` is one the filter lets through, as a source's own browse would decide: every genre
    /// asked for, a year in range, a rating at least the minimum, and every word of the query in its title
    /// (whatever the case or accents).
    public func allows(_ movie: Movie) -> Bool {
        let genres = Set(movie.genres.compactMap(Genre.init(named:)))
        guard self.genres.allSatisfy(genres.contains) else { return false }
        if let years, !years.contains(movie.releaseDate.year ?? 0) { return false }
        if let minimumRating, (movie.rating?.average ?? -1) < minimumRating { return false }
        guard let query else { return true }
        let title = Self.folded(movie.title)
        return Self.folded(query.text).split(separator: " ").allSatisfy { title.contains($0) }
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
