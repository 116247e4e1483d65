import Dispatch
import Foundation
import MoviesPresentation

/// `movies browse`: the panes on the terminal. One loop on the main actor takes keys, resizes and the
/// panes' news in order, and after each draws the screen again, writing only the rows that changed.
@MainActor
public final class BrowseApp {
    enum Event {
        case input([UInt8])
        case resize
        case redraw
        case inputClosed
    }

    private let terminal: Terminal
    private let session: BrowseSession
    private var painter: ScreenPainter
    /// The tabs, one line a feature, in the order Tab steps through them; the first is the search's.
    static let tabs: [BrowseTab] = [
        .search,
        .browse,
        .saved,
        .diary,
        .feed,
        .forYou,
        .notifications,
    ]

    /// Each tab's pane once opened, by its place in ``tabs``.
    private var panes: [Int: any Pane] = [:]
    private var tab = 0
    private var stack: [any Pane] = []
    private var decoder = KeyDecoder()
    private let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private var redrawPending = false
    private var quitting = false
    private let trace: BrowseTrace?

    public init(terminal: Terminal, session: BrowseSession, colors: Bool, tracePath: String? = nil) {
        self.terminal = terminal
        self.session = session
        painter = ScreenPainter(colors: colors)
        (events, continuation) = AsyncStream.makeStream(of: Event.self)
        trace = tracePath.flatMap(BrowseTrace.init(path:))
    }

    /// Runs until `q`, Ctrl-C or the end of input; the terminal is restored on every way out, a signal's
    /// (SIGTERM, SIGHUP, SIGINT) included.
    public func run() async throws {
        try terminal.enter()
        let signals = TerminalSignals(terminal: terminal) { [continuation] in _ = continuation.yield(.resize) }
        defer {
            signals.cancel()
            terminal.restore()
        }
        startReading()
        show(tab: 0)
        draw(cause: "start")
        for await event in events {
            switch event {
            case .input(let bytes):
                for key in decoder.keys(from: bytes) where !quitting { handle(key) }
                draw(cause: "key")
            case .resize:
                painter.invalidate()
                draw(cause: "resize")
            case .redraw:
                redrawPending = false
                draw(cause: "state")
            case .inputClosed:
                quitting = true
            }
            if quitting { break }
        }
        stack.forEach { $0.stop() }
        panes.values.forEach { $0.stop() }
    }

    private func startReading() {
        let thread = Thread { [terminal, continuation] in
            while true {
                let bytes = terminal.receive()
                guard !bytes.isEmpty else {
                    continuation.yield(.inputClosed)
                    return
                }
                continuation.yield(.input(bytes))
            }
        }
        thread.start()
    }

    private func handle(_ key: Key) {
        trace?.keyArrived(key)
        if key == .interrupt { return quitting = true }
        if key == .control("z") {
            do { try terminal.suspend() } catch { return quitting = true }
            painter.invalidate()
            return
        }
        guard let pane = stack.last else { return }
        switch pane.handle(key) {
        case .handled: return
        case .open(let next): push(next)
        case .back: pop()
        case .unhandled: handleGlobally(key)
        }
    }

    private func handleGlobally(_ key: Key) {
        switch key {
        case .character("q"): quitting = true
        case .character("?"): push(HelpPane(strings: session.strings))
        case .escape, .backspace: pop()
        case .tab: show(tab: (tab + 1) % Self.tabs.count)
        case .backTab: show(tab: (tab + Self.tabs.count - 1) % Self.tabs.count)
        case .character("/"):
            show(tab: 0)
            (panes[0] as? SearchPane)?.focusBox()
        default: break
        }
    }

    private func host() -> PaneHost {
        PaneHost(
            changed: { [weak self] in self?.setNeedsDisplay() },
            back: { [weak self] in
                self?.pop()
                self?.setNeedsDisplay()
            })
    }

    private func show(tab: Int) {
        stack.dropFirst().forEach { $0.stop() }
        self.tab = tab
        let pane = panes[tab] ?? Self.tabs[tab].pane(session)
        panes[tab] = pane
        stack = [pane]
        pane.start(host())
    }

    private func push(_ pane: any Pane) {
        stack.append(pane)
        pane.start(host())
    }

    private func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast().stop()
        if let top = stack.last, let shown = panes.first(where: { $0.value === top })?.key,
            Self.tabs[shown].reloadsWhenShownAgain
        {
            top.start(host())
        }
    }

    private func setNeedsDisplay() {
        guard !redrawPending else { return }
        redrawPending = true
        continuation.yield(.redraw)
    }

    private func draw(cause: String) {
        guard let pane = stack.last else { return }
        let start = ContinuousClock.now
        let size = terminal.size
        let frame = pane.frame(size: Chrome.bodySize(size))
        let lines = Chrome.screen(
            frame, tabs: Self.tabs.map { $0.name(session.strings) }, current: tab,
            source: session.place ?? session.screens.sourceName, size: size, strings: session.strings)
        let output = painter.paint(lines, size: size)
        guard !output.isEmpty else { return }
        let bytes = terminal.send(output)
        trace?.painted(cause: cause, bytes: bytes, rows: lines, since: start)
    }
}
