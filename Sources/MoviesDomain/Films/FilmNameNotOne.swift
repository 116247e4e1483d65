/// Words that were to name one film for a write name none or several: nothing is written, and the
/// candidates are what a person picks from (by id, or by adding the year).
public struct FilmNameNotOne: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Several films have the title (and the year, where one was given).
        case several
        /// Films have the title (as typed), none of them of this year.
        case noneOfYear(title: String, year: Int)
        /// No film has the title; the candidates are what a search for the words finds.
        case noSuchTitle
    }

    /// The words as typed.
    public let words: String
    public let reason: Reason
    public let candidates: [Movie]

    public init(words: String, reason: Reason, candidates: [Movie]) {
        self.words = words
        self.reason = reason
        self.candidates = candidates
    }

    public var description: String {
        let words = "\u{201C}\(self.words.prefix(64))\u{201D}"
        switch reason {
        case .several:
            return "\(words) names \(candidates.count) films; give the id of one of these, or the year after the title"
        case .noneOfYear(let title, let year):
            let years = Set(candidates.compactMap(\.releaseDate.year)).sorted().map(String.init)
            let there = years.isEmpty ? "none has a year" : "the years there are: \(years.joined(separator: ", "))"
            return "no film titled \u{201C}\(title.prefix(64))\u{201D} is of \(year); \(there)"
        case .noSuchTitle:
            return candidates.isEmpty
                ? "no film is titled \(words)"
                : "no film is titled \(words); give the id, or the whole title, of one of these"
        }
    }
}
