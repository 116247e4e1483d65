import Foundation

/// How long ago something happened, as people say it: `just now`, `5 minutes ago`, `2 days ago`.
struct Age: CustomStringConvertible {
    let seconds: Int

    init(since date: Date, now: Date = Date()) {
        seconds = max(0, Int(now.timeIntervalSince(date)))
    }

    var description: String {
        switch seconds {
        case ..<60: "just now"
        case ..<3600: Self.counted(seconds / 60, "minute")
        case ..<86400: Self.counted(seconds / 3600, "hour")
        default: Self.counted(seconds / 86400, "day")
        }
    }

    private static func counted(_ count: Int, _ unit: String) -> String {
        "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
