import Foundation

/// What a member says of a film the catalog lacks, checked: a title and a year, and what else they know.
/// Names are trimmed and empty ones dropped; each limit refused names the field at fault. Every text keeps
/// to ``ShownText``'s rule, as names and comments do: what a member adds is shown to everyone.
public struct FilmFacts: Sendable, Hashable {
    public static let titleLength = 1...300
    /// A director's or an actor's name.
    public static let nameLength = 200
    /// A country's or a language's name.
    public static let placeLength = 100
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
        let title = try Self.shown(Self.trimmed(title) ?? "", field: "title")
        let length = ShownText.length(of: title)
        guard Self.titleLength.contains(length) else { throw .title(length: length) }
        guard (Self.firstYear...thisYear + 1).contains(year) else {
            throw .year(year, allowed: Self.firstYear...thisYear + 1)
        }
        if let runtime, !Self.runtimes.contains(runtime) { throw .runtime(runtime) }
        var original = originalTitle.flatMap(Self.trimmed)
        if let text = original { original = try Self.shown(text, field: "original title") }
        if let original, !Self.titleLength.contains(ShownText.length(of: original)) {
            throw .title(length: ShownText.length(of: original))
        }
        self.title = title
        self.year = year
        self.originalTitle = original == title ? nil : original
        self.directors = try Self.names(directors, field: "directors")
        self.cast = try Self.names(cast, field: "cast")
        self.runtime = runtime
        self.genres = Array(Set(genres)).sorted()
        self.country = try Self.place(country, field: "country")
        self.language = try Self.place(language, field: "language")
        self.identifiers = identifiers
    }

    /// Facts as a store kept them: read back as they were written, never lost to a rule of a later day.
    public init(
        stored title: String, year: Int, originalTitle: String?, directors: [String], cast: [String],
        runtime: Int?, genres: [Genre], country: String?, language: String?, identifiers: FilmIdentifiers
    ) {
        (self.title, self.year, self.originalTitle) = (title, year, originalTitle)
        (self.directors, self.cast, self.runtime, self.genres) = (directors, cast, runtime, genres)
        (self.country, self.language, self.identifiers) = (country, language, identifiers)
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
        let kept = names.compactMap(trimmed).filter { seen.insert($0).inserted }
        guard kept.count <= namesAtMost else { throw .tooManyNames(field: field, count: kept.count) }
        for name in kept {
            guard ShownText.length(of: name) <= nameLength else { throw .tooLong(field: field, maximum: nameLength) }
            _ = try shown(name, field: field)
        }
        return kept
    }

    private static func place(_ text: String?, field: String) throws(AddedFilmError) -> String? {
        guard let text = text.flatMap(trimmed) else { return nil }
        guard ShownText.length(of: text) <= placeLength else { throw .tooLong(field: field, maximum: placeLength) }
        return try shown(text, field: field)
    }

    /// `text`, unless a reader would not see it as written.
    private static func shown(_ text: String, field: String) throws(AddedFilmError) -> String {
        if let hidden = ShownText.hiddenCharacter(in: text, allowingLineBreaks: false) {
            throw .hiddenCharacter(field: field, hidden)
        }
        return text
    }
}
