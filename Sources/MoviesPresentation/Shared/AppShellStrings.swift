/// What the site says of itself as an app on a phone: the line under its name when installed, and the
/// page shown for one not kept, with no signal.
public struct AppShellStrings: Sendable {
    /// The manifest's description, shown when the site is installed.
    public let description: String
    public let offlineTitle: String
    public let offlineText: String
    /// The link back to the pages kept on the phone.
    public let offlineHome: String
    /// Above a page the phone kept, shown with no signal; `{ago}` is when it was kept ("5 minutes ago").
    public let savedAgo: String
    /// "1 watch is waiting to be sent."
    public let waitingOne: String
    /// "{n} watches are waiting to be sent."
    public let waitingMany: String
    public let waitingTitle: String
    public let waitingText: String
    public let waitingNone: String
    /// A kept watch not sent yet.
    public let waitingForSignal: String
    /// A kept watch the site refused; `{why}` is what it said.
    public let refused: String
    /// A kept watch that needs its member signed in again.
    public let signInToSend: String
    public let sendNow: String
    /// Changes a refused watch in its form, to send it again.
    public let fix: String
    /// Forgets a kept watch, unsent.
    public let drop: String

    public static func of(_ language: Language) -> AppShellStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
