import MoviesPresentation

/// `movies show --json`: the film's fields as `/api/movies/{id}` has them (its `id` is `catalog:17738` or
/// `tmdb:155`, the id every command takes), with whether it is saved, its reviews, and the films to go on
/// to (its series and films like it, each as a results page lists it).
struct ShowDocument: JSONDocument {
    let movie: MovieDocument
    let saved: Bool
    let reviews: ReviewsDocument
    let series: [MovieDocument]
    let similar: [MovieDocument]

    func write(to json: inout JSONWriter) {
        json.object { json in
            movie.writeMembers(to: &json)
            json.member("saved", saved)
            json.member("reviews", reviews)
            json.member("series", series)
            json.member("similar", similar)
        }
    }
}
