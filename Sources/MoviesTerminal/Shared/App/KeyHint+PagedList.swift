import MoviesPresentation

extension KeyHint {
    /// A paged tab's hints: moving and opening, the tab's own keys, then pages, tabs, help and quitting.
    static func pagedTab(_ strings: Strings, own: [KeyHint] = []) -> [KeyHint] {
        let browse = strings.browse
        return [KeyHint(keys: "↑↓", action: browse.move), KeyHint(keys: "Enter", action: browse.open)] + own + [
            KeyHint(keys: "←→", action: browse.pages), KeyHint(keys: "Tab", action: browse.nextTab),
            KeyHint(keys: "?", action: browse.help), KeyHint(keys: "q", action: browse.quit),
        ]
    }
}
