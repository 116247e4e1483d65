/// The words of the terminal app (`movies browse`), in one language (``Strings/browse``): what its keys
/// do, as the help line and the help screen name them, and its hints.
public struct BrowseStrings: Sendable {
    public let keysHeading: String
    public let move: String
    public let open: String
    public let back: String
    public let search: String
    public let save: String
    public let help: String
    public let quit: String
    /// Ctrl-U and Ctrl-W in the search box; Esc out of it; Ctrl-Z.
    public let editBox: String
    public let leaveBox: String
    public let suspend: String
    /// Tab: to the next of Search, Browse and Saved.
    public let nextTab: String
    public let retry: String
    public let review: String
    public let remove: String
    public let undo: String
    public let pages: String
    /// Cycles a person's films through their roles.
    public let role: String
    public let scroll: String
    /// Under the search box while it is empty and nothing was searched.
    public let typeToSearch: String
    /// Beside suggestions: Enter shows every film the words find.
    public let enterForAll: String
    /// Shown over a terminal too small to draw on.
    public let tooSmall: @Sendable (_ columns: Int, _ rows: Int) -> String
}

extension Strings {
    public var browse: BrowseStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
