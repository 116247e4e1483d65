public import Foundation

/// A day of the Gregorian calendar, with no time and no zone: the day a film was watched, as the member
/// says it. Written `YYYY-MM-DD`.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) throws(Error) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { throw .notADay("\(year)-\(month)-\(day)") }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A day known to exist (the next of a day that does).
    init(valid year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `2025-03-12`, read strictly: four digits, two, two, and a day that exists.
    public init(_ text: String) throws(Error) {
        // Byte by byte: a diary of thousands of days reads each of them.
        var fields = [0, 0, 0]
        var field = 0
        var length = 0
        for byte in text.utf8 {
            length += 1
            if length == 5 || length == 8 {
                guard byte == UInt8(ascii: "-") else { throw .notADay(String(text.prefix(40))) }
                field += 1
            } else {
                guard length <= 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                    throw .notADay(String(text.prefix(40)))
                }
                fields[field] = fields[field] * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        guard length == 10 else { throw .notADay(String(text.prefix(40))) }
        do { try self.init(year: fields[0], month: fields[1], day: fields[2]) } catch {
            throw .notADay(String(text.prefix(40)))
        }
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    public var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - "\(value)".count)) + "\(value)"
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case notADay(String)

        public var description: String {
            switch self {
            case .notADay(let text): "'\(text)' is not a day (write it as 2025-03-12)"
            }
        }
    }
}
