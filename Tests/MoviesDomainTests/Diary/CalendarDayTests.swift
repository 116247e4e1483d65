import Foundation
import MoviesDomain
import Testing

@Suite struct CalendarDayTests {
    @Test(arguments: ["2024-02-29", "1895-12-28", "2000-02-29", "0001-01-01", "9999-12-31"])
    func aRealDayReadsBackAsWritten(text: String) throws {
        #expect(try CalendarDay(text).description == text)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-4-1", "24-04-01", "2024/04/01",
        "2024-04-01T10:00", "", "yesterday", "２０２４-０１-０１", "0000-01-01",
    ])
    func anythingElseIsRefusedAndNamed(text: String) {
        #expect(throws: CalendarDay.Error.notADay(text)) { try CalendarDay(text) }
    }

    @Test func daysAreCountedAndWeekdaysKnown() throws {
        #expect(try CalendarDay("1970-01-01").dayNumber == 0)
        #expect(try CalendarDay("1969-12-31").dayNumber == -1)
        #expect(try CalendarDay("2000-03-01").dayNumber - CalendarDay("2000-02-28").dayNumber == 2)
        #expect(try CalendarDay("2024-03-12").weekday == 2, "a Tuesday")
        #expect(try CalendarDay("2026-11-29").weekday == 7, "a Sunday")
        #expect(try CalendarDay("1970-01-01").weekday == 4, "a Thursday")
        #expect(try CalendarDay("2024-12-31").next == CalendarDay("2025-01-01"))
        #expect(try CalendarDay("2024-02-28").next == CalendarDay("2024-02-29"))
        #expect(try CalendarDay("2023-02-28").next == CalendarDay("2023-03-01"))
        // Every day of four centuries follows the one before, and counts one more.
        var day = try CalendarDay("1900-01-01")
        for _ in 0..<146_097 {
            let next = day.next
            #expect(next.dayNumber == day.dayNumber + 1 && next > day)
            if next.dayNumber != day.dayNumber + 1 { break }
            day = next
        }
        #expect(day == (try CalendarDay("2300-01-01")))
    }

    @Test func todayIsTheDayWhereItIsCounted() throws {
        let instant = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00 UTC
        #expect(CalendarDay(instant, in: .gmt) == (try CalendarDay("2027-01-15")))
        let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
        #expect(CalendarDay(instant, in: honolulu) == (try CalendarDay("2027-01-14")))
    }
}
