import MoviesDomain
import MoviesPresentation
import Testing

@testable import MoviesTerminal

/// The one list pane: it follows its tab's screen, moves the cursor, turns the pages, opens the row
/// chosen, and hands every other key to the tab with the row selected.
@MainActor @Suite struct PagedListPaneTests {
    struct Page: PagedListState {
        var page: Int
        var totalPages = 3
        var failure: ScreenFailure?
        var rows: [String]
        var itemCount: Int { rows.count }
    }

    /// A list of three pages of five rows, which says what was asked of it.
    @MainActor final class Tab: PagedListTab {
        let unavailable: String? = nil
        private(set) var loads: [Int] = []
        private(set) var keys: [(Key, Int?)] = []
        private(set) var opened: [String] = []
        private let stream = AsyncStream.makeStream(of: Page.self)

        func states() async -> AsyncStream<Page> { stream.stream }

        func load(page: PageNumber) async {
            loads.append(page.value)
            stream.continuation.yield(Page(page: page.value, rows: (1...5).map { "film \(page.value).\($0)" }))
        }

        func headerRows(_ state: Page?) -> Int { 1 }

        func frame(_ state: Page?, cursor: ListCursor, size: ScreenPainter.Size) -> PaneFrame {
            PaneFrame(body: (state?.rows ?? []).enumerated().map { Line(($0 == cursor.selected ? "› " : "  ") + $1) })
        }

        func open(_ index: Int, of state: Page, host: PaneHost) -> PaneCommand {
            opened.append(state.rows[index])
            return .handled
        }

        func handle(_ key: Key, selected: Int?, of state: Page?) -> PaneCommand? {
            guard key == .character("x") else { return nil }
            keys.append((key, selected))
            return .handled
        }
    }

    private func shown(_ pane: PagedListPane<Tab>) -> [String] {
        pane.frame(size: ScreenPainter.Size(columns: 40, rows: 6)).body.map(\.text)
    }

    /// Waits, with a bound, until `condition` holds.
    private func until(_ condition: () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        #expect(condition())
    }

    @Test func theListFollowsItsTabAndTheKeysDoWhatEveryListDoes() async throws {
        let tab = Tab()
        let pane = PagedListPane(tab)
        _ = shown(pane)
        pane.start(PaneHost(changed: {}, back: {}))
        try await until { shown(pane).first == "› film 1.1" }

        #expect(pane.handle(.down) == .handled && pane.handle(.down) == .handled)
        #expect(shown(pane)[2] == "› film 1.3")
        #expect(pane.handle(.enter) == .handled)
        #expect(tab.opened == ["film 1.3"])
        #expect(pane.handle(.character("x")) == .handled)
        #expect(tab.keys.map(\.1) == [2], "the tab's own key, with the row selected")
        #expect(pane.handle(.character("z")) == .unhandled, "neither the list's nor the tab's: the app's")

        #expect(pane.handle(.left) == .handled)
        #expect(pane.handle(.right) == .handled)
        try await until { shown(pane).first == "› film 2.1" }
        #expect(tab.loads == [1, 2], "no page before the first; the cursor back at the top of the next")
    }
}

extension PaneCommand {
    static func == (command: PaneCommand, other: PaneCommand) -> Bool {
        switch (command, other) {
        case (.handled, .handled), (.unhandled, .unhandled), (.back, .back): true
        default: false
        }
    }
}
