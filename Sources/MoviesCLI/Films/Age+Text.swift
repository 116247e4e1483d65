import MoviesPresentation

extension Age {
    /// `just now`, `5 minutes ago`, `2 days ago`: how the terminal says it.
    var text: String {
        switch self {
        case .justNow: "just now"
        case .minutes(let count): Self.counted(count, "minute")
        case .hours(let count): Self.counted(count, "hour")
        case .days(let count): Self.counted(count, "day")
        }
    }

    private static func counted(_ count: Int, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
