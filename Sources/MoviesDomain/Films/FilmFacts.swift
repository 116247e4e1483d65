import Foundation

/// What a member says of a film the catalog lacks, checked: a title and a year, and what else they know.
/// Names are trimmed and empty ones dropped; each limit refused names the field at fault.
public struct FilmFacts: Sendable, Hashable {
    public static let titleLength = 1...300
    public static let firstYear = 1870
    public static let runtimes = 1...1000
    /// Directors, cast, genres: at most this many names each.
    public static let namesAtMost = 50

    public let title: String
    public let year: Int
    public let originalTitle: String?
    public let directors: [String]
    public let cast: [String]
    /// Running time in minutes.
    public let runtime: Int?
    public let genres: [Genre]
    public let country: String?
    public let language: String?
    public let identifiers: FilmIdentifiers

    /// `thisYear`: the year of the day it is added; a film may be of next year at the latest.
    public init(
        title: String, year: Int, thisYear: Int, originalTitle: String? = nil, directors: [String] = [],
        cast: [String] = [], runtime: Int? = nil, genres: [Genre] = [], country: String? = nil,
        language: String? = nil, identifiers: FilmIdentifiers = FilmIdentifiers()
    ) throws(AddedFilmError) {
        let title = Self.trimmed(title) ?? ""
        guard Self.titleLength.contains(title.count) else { throw .title(length: title.count) }
        guard (Self.firstYear...thisYear + 1).contains(year) else {
            throw .year(year, allowed: Self.firstYear...thisYear + 1)
        }
        if let runtime, !Self.runtimes.contains(runtime) { throw .runtime(runtime) }
        let original = originalTitle.flatMap(Self.trimmed)
        if let original, !Self.titleLength.contains(original.count) { throw .title(length: original.count) }
        self.title = title
        self.year = year
        self.originalTitle = original == title ? nil : original
        self.directors = try Self.names(directors, field: "directors")
        self.cast = try Self.names(cast, field: "cast")
        self.runtime = runtime
        self.genres = Array(Set(genres)).sorted()
        self.country = country.flatMap(Self.trimmed).map { String($0.prefix(100)) }
        self.language = language.flatMap(Self.trimmed).map { String($0.prefix(100)) }
        self.identifiers = identifiers
    }

    /// A title as a person reads it: letters and digits alike whatever their case, accents and
    /// punctuation (“Amélie!” is “amelie”; “Se7en” is not “Seven”). Two films of one year and one key are
    /// one film.
    public static func titleKey(_ title: String) -> String {
        String(
            title.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                .unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static func trimmed(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    private static func names(_ names: [String], field: String) throws(AddedFilmError) -> [String] {
        var seen: Set<String> = []
        let kept = names.compactMap(trimmed).map { String($0.prefix(200)) }.filter { seen.insert($0).inserted }
        guard kept.count <= namesAtMost else { throw .tooManyNames(field: field, count: kept.count) }
        return kept
    }
}
