extension Int {
    /// The number with its thousands apart, as a language writes them: `16,747` in English, `16.747` in Spanish.
    func grouped(_ separator: String) -> String {
        let digits = String(magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (self < 0 ? "-" : "") + groups.joined(separator: separator)
    }
}

extension Strings {
    /// A count as the language writes it: `1,204` in English and Korean, `1.204` in Spanish.
    public func number(_ value: Int) -> String {
        value.grouped(language == .spanish ? "." : ",")
    }
}
