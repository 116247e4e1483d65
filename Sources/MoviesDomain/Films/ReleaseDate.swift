/// When a film came out, as precisely as the source knows it.
public enum ReleaseDate: Hashable, Sendable {
    case day(year: Int, month: Int, day: Int)
    case year(Int)
    /// Not announced yet, or the source does not say.
    case unknown

    /// Reads `YYYY-MM-DD` or `YYYY`; anything else (including an empty string) is `.unknown`.
    public init(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1:
            if let year = parts[0], (1...9999).contains(year) {
                self = .year(year)
                return
            }
        case 3:
            if let year = parts[0], let month = parts[1], let day = parts[2],
                (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
            {
                self = .day(year: year, month: month, day: day)
                return
            }
        default:
            break
        }
        self = .unknown
    }

    public var year: Int? {
        switch self {
        case .day(let year, _, _), .year(let year): year
        case .unknown: nil
        }
    }

    /// `YYYY-MM-DD`, `YYYY`, or an empty string: the inverse of `init(iso8601:)`.
    public var iso8601: String {
        switch self {
        case .day(let year, let month, let day):
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
        case .year(let year): padded(year, 4)
        case .unknown: ""
        }
    }

    private func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
