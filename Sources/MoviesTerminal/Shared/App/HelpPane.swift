import MoviesPresentation

/// Every key of the app and what it does, in the screen's language (`?`; any key closes it).
@MainActor
final class HelpPane: Pane {
    private let strings: Strings

    init(strings: Strings) {
        self.strings = strings
    }

    func start(_ host: PaneHost) {}

    func handle(_ key: Key) -> PaneCommand {
        key == .interrupt || key == .character("q") ? .unhandled : .back
    }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        PaneFrame(body: Self.lines(strings), hints: [KeyHint(keys: "Esc", action: strings.browse.back)])
    }

    static func lines(_ strings: Strings) -> [Line] {
        let words = strings.browse
        let discover = strings.discover
        let keys: [(String, String)] = [
            ("↑ ↓  j k  PgUp PgDn  g G", words.move + ", " + words.scroll),
            ("Enter", words.open),
            ("Esc  Backspace", words.back),
            ("/", words.search),
            ("Ctrl-U  Ctrl-W", words.editBox),
            ("Esc", words.leaveBox),
            ("Tab  Shift-Tab", words.nextTab),
            ("s", words.save + " / " + words.remove),
            ("r", words.review + " · " + words.retry),
            ("l", strings.diary.logWatch + " · " + strings.lists.lists),
            ("a", strings.lists.page.addFilm),
            ("d  Delete", strings.diary.delete),
            ("u", words.undo),
            ("g  d  o", [discover.genre, discover.decade, discover.sortBy].joined(separator: " · ")),
            ("← →", [words.role, words.pages, strings.account.rating].joined(separator: " · ")),
            ("?", words.help),
            ("q  Ctrl-C", words.quit),
            ("Ctrl-Z", words.suspend),
        ]
        return [Line(words.keysHeading, .heading), .blank]
            + keys.map { Line("  " + Columns.fit($0.0, 26), .bold).appending($0.1) }
    }
}
