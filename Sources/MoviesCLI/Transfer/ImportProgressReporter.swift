import Foundation
import Synchronization

/// Shows the first-run catalog import on stderr: a live percentage on a terminal, two lines otherwise.
final class ImportProgressReporter: Sendable {
    private let state = Mutex<(started: ContinuousClock.Instant?, lastPercent: Int)>((nil, -1))
    /// The console of the command that made it: progress is reported from the import's own threads.
    private let console = Console.current
    private var isTerminal: Bool { console.isTerminal(.error) }

    func report(imported: Int, total: Int) {
        let line: String? = state.withLock { state in
            let percent = total == 0 ? 100 : imported * 100 / total
            defer { state.lastPercent = percent }
            if state.started == nil {
                state.started = .now
                return isTerminal ? nil : "Importing the film catalog (\(total) films)…\n"
            }
            guard isTerminal, percent != state.lastPercent else { return nil }
            return "\rImporting the film catalog… \(percent)%"
        }
        if let line { console.write(line, to: .error) }
    }

    /// Clears a live percentage after a failed import, so the error line stands alone.
    func abandon() {
        guard isTerminal, state.withLock({ $0.started }) != nil else { return }
        console.write("\r\u{1B}[K", to: .error)
    }

    func finish() {
        guard let started = state.withLock({ $0.started }) else { return }
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let prefix = isTerminal ? "\r" : ""
        let line = "\(prefix)Imported the film catalog in \(String(format: "%.1f", seconds)) s.\n"
        console.write(line, to: .error)
    }
}
