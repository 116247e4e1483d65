/// What a pane draws between the header and the last two rows: its body, a status row (loading, a
/// notice, a failure) and the keys it answers, for the help line.
struct PaneFrame {
    var body: [Line]
    var status = Line.blank
    var hints: [KeyHint] = []
}

/// A key and what it does, as the help line names it: `↑↓ move`.
struct KeyHint: Equatable {
    let keys: String
    let action: String
}

/// What a pane asks of the app after a key.
enum PaneCommand {
    /// The pane took the key (and redraws if it changed).
    case handled
    /// Not the pane's: the app's keys apply (quit, help, back, tabs).
    case unhandled
    case open(any Pane)
    /// Back to the pane before (the form is done, or the key was Esc).
    case back
}

/// What a pane may ask of the app at any time, not only in answer to a key.
struct PaneHost {
    /// The pane has something new to draw.
    let changed: @MainActor () -> Void
    /// The pane is done: back to the one before.
    let back: @MainActor () -> Void
}

/// One screen of the app: it follows its view models' states, answers keys, and draws itself as a
/// function of what it holds.
@MainActor
protocol Pane: AnyObject {
    /// Starts following the view models, telling `host` whenever the pane has something new to draw.
    func start(_ host: PaneHost)
    func stop()
    func handle(_ key: Key) -> PaneCommand
    /// The pane at `size` (its body's rows and columns).
    func frame(size: ScreenPainter.Size) -> PaneFrame
}

extension Pane {
    /// A pane that follows nothing (a form, the help) has nothing to stop.
    func stop() {}
}
