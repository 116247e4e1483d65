import MoviesPresentation

/// A tab of `movies browse`, added from its feature's room (`Diary/BrowseTab+Diary.swift`): its name in the
/// header and the pane it opens. ``BrowseApp/tabs`` names each tab in one line, in the order Tab steps
/// through them.
struct BrowseTab: Sendable {
    let name: @Sendable (Strings) -> String
    /// The member's own list, which may have changed while another pane was open: it loads again when it
    /// is shown again.
    let reloadsWhenShownAgain: Bool
    let pane: @MainActor @Sendable (BrowseSession) -> any Pane
}
