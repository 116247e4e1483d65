/// A language the app's screens are written in.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case spanish = "es"
    case korean = "ko"

    /// The language of a BCP 47 tag such as `es-MX` or `ko`, matched on its primary subtag.
    public init?(tag: String) {
        let primary = tag.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        self.init(rawValue: primary)
    }

    /// The language's own name, for a language switcher.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .spanish: "Español"
        case .korean: "한국어"
        }
    }

    /// Every string the screens show, in this language.
    public var strings: Strings {
        switch self {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
