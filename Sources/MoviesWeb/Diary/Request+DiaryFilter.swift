import Hummingbird
import MoviesDomain

extension Request {
    /// The diary's filter an address asks for (`year`, `rating`, `rewatch`, `film`, `tag`; see
    /// ``MoviesDomain/DiaryFilter/init(parameters:)``); a value that is not valid percent-encoded UTF-8 is bad
    /// input.
    func diaryFilter() throws -> DiaryFilter {
        for name in ["year", "rating", "rewatch", "film", "tag"] { _ = try parameter(name) }
        return try DiaryFilter(parameters: formParameters)
    }

    /// The year of statistics an address asks for (`year`), nil for all time.
    func statisticsYear() throws -> Int? {
        _ = try parameter("year")
        return try DiaryFilter(parameters: formParameters.filter { $0.name == "year" }).year
    }

    /// A program names only the parameters it means (`year=` is no year): an empty one is refused, naming it,
    /// where a form's empty field is any.
    func refusingEmpty(_ names: String...) throws(WebError) {
        for name in names where try parameter(name)?.isEmpty == true {
            throw WebError.invalid(name, "\(name) is empty: leave it out for any")
        }
    }
}
