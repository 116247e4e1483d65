public import MoviesDomain

extension ReleaseDate {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// `May 25, 1977`, `1977`, or `To be announced`.
    public var text: String {
        switch self {
        case .day(let year, let month, let day):
            "\(Self.monthNames[month - 1]) \(day), \(year)"
        case .year(let year):
            String(year)
        case .unknown:
            "To be announced"
        }
    }
}
