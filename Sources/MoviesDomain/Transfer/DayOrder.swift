/// How a file writes its days when they are numbers alone (Netflix writes them as the account's country
/// does): 3/4/2024 is the 3rd of April day first, the 4th of March month first.
public enum DayOrder: String, Sendable, CaseIterable {
    case dayFirst = "day-first"
    case monthFirst = "month-first"
}
