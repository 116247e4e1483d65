import MoviesPresentation

/// A tab's list a page at a time (``PagedListTab``): its screen followed from the moment the pane shows
/// and read again each time it is shown again, ↑↓ (and the page keys) moving the cursor, ← → turning the
/// pages, Enter opening the row selected; any other key is the tab's, then the app's.
@MainActor
final class PagedListPane<Tab: PagedListTab>: Pane {
    private let tab: Tab
    private let list = PagedListFollow<Tab.State>()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})

    init(_ tab: Tab) {
        self.tab = tab
    }

    func start(_ host: PaneHost) {
        self.host = host
        guard tab.unavailable == nil else { return }
        Task { [list, tab] in
            list.follow(await tab.states(), height: { [weak self] in self?.listHeight ?? 1 }, changed: host.changed)
            await tab.load(page: list.currentPage)
        }
    }

    func stop() { list.stop() }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return tab.frame(list.state, cursor: list.cursor, size: size)
    }

    private var listHeight: Int { max(1, size.rows - tab.headerRows(list.state)) }

    func handle(_ key: Key) -> PaneCommand {
        let state = list.state
        let count = state?.itemCount ?? 0
        if state != nil, list.cursor.handle(key, count: count, height: listHeight) {
            host.changed()
            return .handled
        }
        let selected = (0..<count).contains(list.cursor.selected) ? list.cursor.selected : nil
        if let command = tab.handle(key, selected: selected, of: state) { return command }
        guard let state else { return .unhandled }
        switch key {
        case .enter:
            return selected.map { tab.open($0, of: state, host: host) } ?? .handled
        case .left, .right:
            guard let page = list.turn(key) else { return .handled }
            Task { [tab] in await tab.load(page: page) }
            return .handled
        default:
            return .unhandled
        }
    }
}
