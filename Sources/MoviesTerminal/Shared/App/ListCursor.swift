/// The selected row of a list and the first row on screen, kept so the selection is always in view.
struct ListCursor: Equatable {
    private(set) var selected = 0
    private(set) var top = 0

    /// Moves the selection by `step` rows within `count`, scrolling a window of `height` rows after it.
    mutating func move(by step: Int, count: Int, height: Int) {
        move(to: selected + step, count: count, height: height)
    }

    mutating func move(to index: Int, count: Int, height: Int) {
        selected = max(0, min(index, count - 1))
        let height = max(1, height)
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        top = max(0, min(top, max(0, count - height)))
    }

    /// Whether the selection is within `margin` rows of the end: time to load the next page.
    func nearsEnd(of count: Int, margin: Int = 5) -> Bool {
        count > 0 && selected >= count - margin
    }

    /// Handles a moving key for a list of `count` rows shown `height` at a time (the arrows, the pages,
    /// Home and End, and as in vi j, k, g and G); false for other keys.
    mutating func handle(_ key: Key, count: Int, height: Int) -> Bool {
        switch key {
        case .up, .character("k"): move(by: -1, count: count, height: height)
        case .down, .character("j"): move(by: 1, count: count, height: height)
        case .pageUp: move(by: -max(1, height - 1), count: count, height: height)
        case .pageDown: move(by: max(1, height - 1), count: count, height: height)
        case .home, .character("g"): move(to: 0, count: count, height: height)
        case .end, .character("G"): move(to: count - 1, count: count, height: height)
        default: return false
        }
        return true
    }
}
