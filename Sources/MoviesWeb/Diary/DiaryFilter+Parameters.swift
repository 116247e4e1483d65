import MoviesDomain

extension DiaryFilter {
    /// The filter an address or a form gives (`year=2024&rating=8&rewatch=yes&film=catalog:17738&tag=cinema`); an empty
    /// value is any.
    /// A value that is none of these is refused, naming its field.
    init(parameters: [(name: String, value: String)]) throws(WebError) {
        self.init()
        for (name, value) in parameters where !value.isEmpty {
            switch name {
            case "year":
                guard let year = Int(value), (1...9999).contains(year) else {
                    throw WebError.invalid("year", "'\(value.prefix(20))' is not a year")
                }
                self.year = year
            case "rating":
                guard let rating = Int(value), WatchDetails.ratings.contains(rating) else {
                    throw WebError.invalid("rating", "a rating is from 1 to 10, not '\(value.prefix(20))'")
                }
                self.rating = rating
            case "rewatch":
                guard value == "yes" || value == "no" else {
                    throw WebError.invalid("rewatch", "rewatch is yes or no, not '\(value.prefix(20))'")
                }
                rewatch = value == "yes"
            case "film":
                do { film = try FilmReference(value) } catch { throw WebError.invalid("film", error.description) }
            case "tag":
                do { tag = try Tag(value) } catch { throw WebError.invalid("tag", error.description) }
            default:
                continue
            }
        }
    }
}
