import Hummingbird
import MoviesDomain

extension Request {
    /// The diary's filter an address asks for (`year`, `rating`, `rewatch`; see
    /// ``MoviesDomain/DiaryFilter/init(parameters:)``); a value that is not valid percent-encoded UTF-8 is bad
    /// input.
    func diaryFilter() throws -> DiaryFilter {
        for name in ["year", "rating", "rewatch"] { _ = try parameter(name) }
        return try DiaryFilter(parameters: formParameters)
    }

    /// The year of statistics an address asks for (`year`), nil for all time.
    func statisticsYear() throws -> Int? {
        _ = try parameter("year")
        return try DiaryFilter(parameters: formParameters.filter { $0.name == "year" }).year
    }
}
