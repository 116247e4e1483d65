extension DiscoverFilter {
    /// A browse that cannot be made, with the field of the form or address at fault.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case unknownGenre(String)
        case unknownSort(String)
        case unknownDecade(String)
        case yearOutOfRange(field: String, year: Int)
        case reversedYears(from: Int, to: Int)
        case ratingOutOfRange(Double)
        case notANumber(field: String, text: String)

        /// The parameter (`genre`, `sort`, `decade`, `from`, `to`, `minRating`) the error is about.
        public var field: String {
            switch self {
            case .unknownGenre: "genre"
            case .unknownSort: "sort"
            case .unknownDecade: "decade"
            case .yearOutOfRange(let field, _), .notANumber(let field, _): field
            case .reversedYears: "from"
            case .ratingOutOfRange: "minRating"
            }
        }

        public var description: String {
            switch self {
            case .unknownGenre(let name): "there is no genre '\(name)' here"
            case .unknownSort(let name): "sort by popularity, rating, date, title, members or watched, not '\(name)'"
            case .unknownDecade(let text): "'\(text)' is not a decade (1970s, 1990)"
            case .yearOutOfRange(let field, let year):
                "\(field) must be a year from \(DiscoverFilter.knownYears.lowerBound) to "
                    + "\(DiscoverFilter.knownYears.upperBound), not \(year)"
            case .reversedYears(let from, let to): "the years run backwards: from \(from) to \(to)"
            case .ratingOutOfRange(let rating): "the minimum rating is from 0 to 10, not \(rating)"
            case .notANumber(let field, let text): "\(field) must be a number, not '\(text)'"
            }
        }
    }
}
