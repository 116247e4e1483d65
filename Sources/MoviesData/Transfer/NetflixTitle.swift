import Foundation

/// A title as Netflix's viewing activity writes it: a film's own ("The Irishman", "Dune: Part Two"), or an
/// episode's, its show and season before it ("Stranger Things: Season 4: Chapter One", "Maid: Limited
/// Series: Dear Diary", "Money Heist: Part 1: Episode 1").
struct NetflixTitle {
    let text: String

    /// The show an episode is of, or nil for a film.
    var show: String? {
        let parts = text.split(separator: ": ", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count >= 2 else { return nil }
        for index in parts.indices.dropFirst() where Self.isSeason(parts[index], last: index == parts.count - 1) {
            return parts[..<index].joined(separator: ": ")
        }
        return nil
    }

    /// "Season 2", "Series 3", "Limited Series", "Episode 4": a season or an episode. "Part 2", "Volume 1",
    /// "Book 3" and "Chapter 5" are a film's too ("Kill Bill: Vol. 1"), so they count only with an episode's
    /// title after them.
    private static func isSeason(_ part: String, last: Bool) -> Bool {
        let words = part.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return false }
        let numbered = words.count >= 2 && (Int(words[1]) != nil || ordinals.contains(words[1]))
        if ["limited series", "miniseries", "mini-series", "collection"].contains(words.joined(separator: " ")) {
            return true
        }
        if ["season", "series", "collection", "temporada", "staffel", "saison", "stagione", "seizoen", "sezon"]
            .contains(first),
            numbered
        {
            return true
        }
        if ["episode", "episodio", "épisode", "folge", "ep.", "ep"].contains(first), words.count == 2,
            Int(words[1]) != nil
        {
            return true
        }
        return !last && numbered && ["part", "volume", "vol.", "book", "chapter", "parte", "teil"].contains(first)
    }

    private static let ordinals: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]
}
