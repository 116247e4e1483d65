/// What the site says of itself as an app on a phone: the line under its name when installed, and the
/// page shown for one not kept, with no signal.
public struct AppShellStrings: Sendable {
    /// The manifest's description, shown when the site is installed.
    public let description: String
    public let offlineTitle: String
    public let offlineText: String
    /// The link back to the pages kept on the phone.
    public let offlineHome: String

    public static func of(_ language: Language) -> AppShellStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
