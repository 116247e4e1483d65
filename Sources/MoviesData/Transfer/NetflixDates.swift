import MoviesDomain

/// The days of a Netflix file as its account's country writes them: `3/14/24` (month first), `14/03/2024`
/// or `14.03.24` (day first), `2024-03-14` (year first). Two-digit years are this century's: Netflix
/// streamed from 2007.
struct NetflixDates {
    let texts: [String]

    init(_ texts: [String]) {
        self.texts = texts
    }

    /// How the file's days are written: read from a day past 12, else as the member `told`; a file that
    /// gives both orders cannot be read, and one that could be either, where no one said, asks.
    func order(told: DayOrder?, file: String) throws(ImportFileError) -> DayOrder {
        var dayFirst = false
        var monthFirst = false
        var example: String?
        for text in texts {
            guard let parts = Self.parts(text), parts[0] < 100 else { continue }
            if parts[0] > 12 { dayFirst = true }
            if parts[1] > 12 { monthFirst = true }
            if example == nil, parts[0] != parts[1] { example = text }
        }
        switch (dayFirst, monthFirst) {
        case (true, true):
            throw .unreadable(file: file, reason: "its dates are written day first and month first both")
        case (true, false): return .dayFirst
        case (false, true): return .monthFirst
        case (false, false):
            // Year first throughout, or a day and month that are one number each time: either order reads alike.
            guard let example else { return told ?? .monthFirst }
            guard let told else { throw .ambiguousDays(file: file, example: String(example.prefix(20))) }
            return told
        }
    }

    static func day(_ text: String, order: DayOrder) -> CalendarDay? {
        guard let parts = parts(text) else { return nil }
        let (year, month, day): (Int, Int, Int) =
            if parts[0] >= 100 {
                (parts[0], parts[1], parts[2])
            } else {
                (
                    parts[2] < 100 ? 2000 + parts[2] : parts[2], order == .dayFirst ? parts[1] : parts[0],
                    order == .dayFirst ? parts[0] : parts[1]
                )
            }
        return try? CalendarDay(year: year, month: month, day: day)
    }

    /// The three numbers of a date, whatever stands between them.
    private static func parts(_ text: String) -> [Int]? {
        let numbers = text.split { !$0.isASCII || !$0.isNumber }.prefix(4).compactMap { Int($0.prefix(4)) }
        return numbers.count == 3 ? numbers : nil
    }
}
