extension CalendarDay {
    /// Days since 1970-01-01 (negative before it): what runs of days and weekdays are counted in.
    public var dayNumber: Int {
        // Counted from 1 March, so a leap day falls at the end of its year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 1 for Monday through 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        ((dayNumber % 7) + 7 + 3) % 7 + 1
    }

    /// The day after.
    public var next: CalendarDay {
        if day < Self.length(ofMonth: month, in: year) { return CalendarDay(valid: year, month, day + 1) }
        if month < 12 { return CalendarDay(valid: year, month + 1, 1) }
        return CalendarDay(valid: year + 1, 1, 1)
    }
}
