import Foundation
import MoviesDomain

extension DiscoverFilter {
    /// The parameters a browse is read from.
    static let parameterNames = ["genre", "decade", "from", "to", "minRating", "sort", "q"]

    /// The browse an address asks for: `genre` (again for several, or comma-separated), `decade`
    /// (`1970s`), `from` and `to` (years), `minRating` (0–10), `sort` and `q`; the first filled one of each
    /// but `genre`. Empty fields are unset, as a form without JavaScript sends them.
    init(parameters: [(name: String, value: String)]) throws {
        func filled(_ name: String) -> String? {
            parameters.lazy.filter { $0.name == name }.map { $0.value.trimmingCharacters(in: .whitespaces) }
                .first { !$0.isEmpty }
        }
        /// A number, whole for years; `minRating` may have a fraction.
        func number(_ name: String) throws -> Double? {
            guard let text = filled(name) else { return nil }
            let value = name == "minRating" ? Double(text) : Int(text).map(Double.init)
            guard let value, value.isFinite, abs(value) < 100_000 else {
                throw DiscoverFilter.Error.notANumber(field: name, text: String(text.prefix(40)))
            }
            return value
        }
        let genres = try Genre.parse(parameters.filter { $0.name == "genre" }.prefix(30).map(\.value))
        let decade = try filled("decade").map { text throws(DiscoverFilter.Error) in try Decade.years(text) }
        try self.init(
            genres: genres, years: decade, from: try number("from").map(Int.init), to: try number("to").map(Int.init),
            minimumRating: try number("minRating"),
            sort: try filled("sort").map { text throws(DiscoverFilter.Error) in try DiscoverSort(named: text) }
                ?? .popularity,
            query: try filled("q").map { try MovieQuery($0) })
    }
}
