/// The Oscars a film won and was nominated for, read from the catalog's English sentence ("Won 2 Oscars.
/// Nominated for 7 Oscars."), so that a screen can say it in its own language.
struct OscarCounts: Equatable {
    var won = 0
    var nominated = 0

    /// Nil for a text of another shape (a source's own words), which is shown as it is.
    init?(_ text: String) {
        let sentences = text.split(separator: ".").map { $0.trimmingPrefix(" ") }.filter { !$0.isEmpty }
        guard !sentences.isEmpty else { return nil }
        for sentence in sentences {
            if let match = sentence.wholeMatch(of: /Won (\d+) Oscars?/), let count = Int(match.1) {
                won = count
            } else if let match = sentence.wholeMatch(of: /Nominated for (\d+) Oscars?/), let count = Int(match.1) {
                nominated = count
            } else {
                return nil
            }
        }
    }
}
