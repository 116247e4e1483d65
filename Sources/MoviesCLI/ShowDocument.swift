import MoviesPresentation

/// `movies show --json`: the film's fields as they always were, with whether it is saved, its reviews,
/// and the films to go on to (its series and films like it, each as a results page lists it).
struct ShowDocument: Encodable {
    let movie: MovieDocument
    /// `catalog:17738`, `tmdb:155`: the id that saves and reviews take.
    let id: String
    let saved: Bool
    let reviews: ReviewsDocument
    let series: [MovieDocument]
    let similar: [MovieDocument]

    private enum Keys: String, CodingKey {
        case filmID, saved, reviews, series, similar
    }

    func encode(to encoder: any Encoder) throws {
        try movie.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .filmID)
        try container.encode(saved, forKey: .saved)
        try container.encode(reviews, forKey: .reviews)
        try container.encode(series, forKey: .series)
        try container.encode(similar, forKey: .similar)
    }
}
