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

    private static let countryCodes: [String: String] = Dictionary(
        Locale.Region.isoRegions.compactMap { region in
            english.localizedString(forRegionCode: region.identifier).map { ($0, region.identifier) }
        },
        uniquingKeysWith: { first, _ in first })

    private static let languageCodes: [String: String] = Dictionary(
        Locale.LanguageCode.isoLanguageCodes.compactMap { code in
            english.localizedString(forLanguageCode: code.identifier).map { ($0, code.identifier) }
        },
        uniquingKeysWith: { first, _ in first })
}

extension Strings {
    /// A country as the source named it, in this language.
    public func countryName(_ name: String) -> String { PlaceNames.country(name, in: language) }

    /// A language as the source named it (or its code), in this language.
    public func languageName(_ name: String) -> String { PlaceNames.language(name, in: language) }
}
