import Foundation

/// A time as ISO 8601 writes it, with or without a fraction of a second: `2024-03-12T20:15:03.250Z`.
enum ISO8601Time {
    static func date(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true)) {
            return date
        }
        return try? Date(text, strategy: .iso8601)
    }
}
