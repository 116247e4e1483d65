import Foundation
import MoviesDomain
import Synchronization

/// An import's progress on stderr: a bar that fills in place on a terminal, a line each tenth when piped.
final class ImportProgressBar: Sendable {
    private let shown = Mutex<(percent: Int, drawn: Bool)>((-1, false))
    /// The console of the command that made it: progress is reported from the import's own threads.
    private let console = Console.current
    private var isTerminal: Bool { console.isTerminal(.error) }

    func show(_ progress: ImportProgress) {
        let percent = progress.total == 0 ? 100 : progress.done * 100 / progress.total
        let line: String? = shown.withLock { shown in
            let step = isTerminal ? percent : percent / 10 * 10
            guard step != shown.percent else { return nil }
            shown.percent = step
            shown.drawn = isTerminal
            guard isTerminal else { return "Imported \(progress.done) of \(progress.total) watches (\(step)%)\n" }
            let filled = percent / 5
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 20 - filled)
            return "\r\(bar) \(percent)% (\(progress.done) of \(progress.total) watches)"
        }
        if let line { console.write(line, to: .error) }
    }

    /// Ends the bar's line, so what follows starts on its own.
    func finish() {
        if shown.withLock({ $0.drawn }) { console.write("\n", to: .error) }
    }
}
