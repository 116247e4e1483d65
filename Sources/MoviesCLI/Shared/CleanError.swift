/// An error already worded for the user: printed as it is after `error: `.
/// `more` is lines printed after it, as they are: the films a person picks from.
struct CleanError: Error, CustomStringConvertible {
    let message: String
    var more: [String] = []

    var description: String {
        let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
        // "The search…" becomes "the search…", but "TMDB…" stays as it is.
        guard let second = trimmed.dropFirst().first, second.isLowercase else { return trimmed }
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
