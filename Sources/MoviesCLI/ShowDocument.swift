import MoviesPresentation

/// `movies show --json`: the film's fields as they always were, with whether it is saved and its reviews.
struct ShowDocument: Encodable {
    let movie: MovieDocument
    /// `catalog:17738`, `tmdb:155`: the id that saves and reviews take.
    let id: String
    let saved: Bool
    let reviews: ReviewsDocument

    private enum Keys: String, CodingKey {
        case filmID, saved, reviews
    }

    func encode(to encoder: any Encoder) throws {
        try movie.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .filmID)
        try container.encode(saved, forKey: .saved)
        try container.encode(reviews, forKey: .reviews)
    }
}
