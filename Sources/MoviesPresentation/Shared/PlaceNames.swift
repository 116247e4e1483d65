import Foundation

/// Countries and languages as the sources name them (in English: `United States`, `French`; TMDB's
/// original language as a code: `fr`), shown in the screen's language through the system's locale data.
/// A name the locale data does not know (`Soviet Union`) is shown as the source wrote it.
enum PlaceNames {
    static func country(_ name: String, in language: Language) -> String {
        guard let code = countryCodes[name] else { return name }
        return Locale(identifier: language.rawValue).localizedString(forRegionCode: code) ?? name
    }

    static func language(_ name: String, in language: Language) -> String {
        let code = languageCodes[name] ?? (name.count == 2 && name.allSatisfy(\.isLowercase) ? name : nil)
        guard let code else { return name }
        return Locale(identifier: language.rawValue).localizedString(forLanguageCode: code) ?? name
    }

    private static let english = Locale(identifier: "en")

    /// Codes by their English name, with `aliases` over them.
    private static func codes(
        _ codes: [String], named name: (String) -> String?, aliases: [String: String]
    ) -> [String: String] {
        Dictionary(codes.compactMap { code in name(code).map { ($0, code) } }, uniquingKeysWith: { first, _ in first })
            .merging(aliases) { _, alias in alias }
    }

    private static let countryCodes = codes(
        Locale.Region.isoRegions.map(\.identifier), named: english.localizedString(forRegionCode:),
        aliases: countryAliases)

    /// Names the sources use that the locale data spells otherwise (Wikidata's and TMDB's). Countries
    /// that are no more (the Soviet Union, West Germany) have no code and keep their English name.
    private static let countryAliases = [
        "People's Republic of China": "CN", "Republic of China": "TW", "Taiwan Island": "TW", "Czech Republic": "CZ",
        "Turkey": "TR", "Palestine": "PS", "Occupied Palestinian territory": "PS", "British Hong Kong": "HK",
        "Bosnia and Herzegovina": "BA", "Democratic Republic of the Congo": "CD", "Kingdom of the Netherlands": "NL",
        "The Bahamas": "BS", "Ivory Coast": "CI", "Kingdom of Italy": "IT", "Kingdom of Great Britain": "GB",
        "United States of America": "US", "USA": "US", "UK": "GB",
    ]

    private static let languageCodes = codes(
        Locale.LanguageCode.isoLanguageCodes.map(\.identifier), named: english.localizedString(forLanguageCode:),
        aliases: languageAliases)

    private static let languageAliases = [
        "Mandarin": "zh", "Standard Chinese": "zh", "Putonghua": "zh", "Standard Taiwanese Mandarin": "zh",
        "Yue Chinese": "yue", "Modern Greek": "el", "American English": "en", "Australian English": "en",
        "Kurdish language": "ku", "Tagalog": "fil", "Flemish Dutch": "nl",
    ]
}

extension Strings {
    /// A country as the source named it, in this language.
    public func countryName(_ name: String) -> String { PlaceNames.country(name, in: language) }

    /// A language as the source named it (or its code), in this language.
    public func languageName(_ name: String) -> String { PlaceNames.language(name, in: language) }
}
