import Foundation
import MoviesDomain

/// Why one row is refused, in words the member reads beside its line.
struct RowProblem: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    static func year(_ text: String?) throws(RowProblem) -> Int? {
        guard let text else { return nil }
        guard let year = Int(text), (1870...2200).contains(year) else {
            throw RowProblem("“\(text.prefix(20))” is not a year")
        }
        return year
    }

    /// `2024-03-12`; a date of IMDb's or a spreadsheet's `2024-03-12T…` is read by its day.
    static func day(_ text: String?) throws(RowProblem) -> CalendarDay? {
        guard let text else { return nil }
        do { return try CalendarDay(String(text.prefix(10))) } catch {
            throw RowProblem("“\(text.prefix(20))” is not a day (2024-03-12)")
        }
    }

    /// When a row says it was written (Letterboxd's `Date`, IMDb's `Date Rated`): the start of its day in
    /// UTC, and a millisecond a line after it, so that two rows of one day keep the file's order. Nil when
    /// the file says nothing a day can be read from: the time is kept where known, never refused for.
    static func time(_ text: String?, line: Int) -> Date? {
        guard let text, let day = try? CalendarDay(String(text.prefix(10))) else { return nil }
        return Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + Double(line) / 1_000)
    }
}
