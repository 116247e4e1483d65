/// `GET /3/person/{id}?append_to_response=movie_credits`: a person and the films they worked on.
struct TMDBPersonDTO: Codable, Sendable {
    struct Credits: Codable, Sendable {
        let cast: [Credit]?
        let crew: [Credit]?
    }

    /// A film as a credit describes it: the film's fields, and the part (`character`) or the `job`.
    struct Credit: Codable, Sendable {
        let id: Int
        let title: String?
        let releaseDate: String?
        let posterPath: String?
        let genreIds: [Int]?
        let voteAverage: Double?
        let voteCount: Int?
        let character: String?
        let job: String?
        let department: String?
    }

    let id: Int
    let name: String
    let movieCredits: Credits?
}
