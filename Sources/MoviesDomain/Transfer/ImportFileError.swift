/// Why a file cannot be imported at all, in one sentence that names what is wrong. Nothing is written.
public enum ImportFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAnExport(String)
    case tooLarge(file: String, maximumBytes: Int)
    case tooManyRows(maximum: Int)
    case missingColumns(file: String, [String])
    case unreadable(file: String, reason: String)
    /// Every day of the file reads either way (3/4/24): the member says which (``DayOrder``).
    case ambiguousDays(file: String, example: String)

    public var description: String {
        switch self {
        case .notAnExport(let name):
            "\(name) is not an export this site reads: Letterboxd's or Trakt's zip (or its folder), IMDb's ratings or watchlist CSV, Netflix's viewing activity, or this site's own zip"
        case .tooLarge(let file, let maximum):
            "\(file) is past \(maximum / 1_000_000) MB unpacked, more than any film diary: nothing was imported"
        case .tooManyRows(let maximum):
            "the file has more than \(maximum) rows, the most one import takes: nothing was imported"
        case .missingColumns(let file, let columns):
            "\(file) has no column \(columns.map { "“\($0)”" }.joined(separator: ", ")): is it the file as the site exported it?"
        case .unreadable(let file, let reason):
            "\(file) cannot be read: \(reason)"
        case .ambiguousDays(let file, let example):
            "every date in \(file) reads day first or month first (\(example)): say which, and import it again"
        }
    }
}
