import Foundation

/// What each redraw cost, for the benchmark (`MOVIES_BROWSE_TRACE=file`): one line a frame with what
/// caused it, the last key and the milliseconds since it arrived, those the frame took to draw and write, the
/// bytes written and the rows with text.
@MainActor
final class BrowseTrace {
    private let handle: FileHandle
    private let started = ContinuousClock.now
    private var lastKey: ContinuousClock.Instant?
    private var lastKeyName = "none"

    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    func keyArrived(_ key: Key) {
        lastKey = ContinuousClock.now
        if case .character = key { lastKeyName = "character" } else { lastKeyName = "\(key)" }
    }

    func painted(cause: String, bytes: Int, rows: [Line], since start: ContinuousClock.Instant) {
        let now = ContinuousClock.now
        let filled = rows.filter { !$0.text.allSatisfy(\.isWhitespace) }.count
        let times = [now - started, now - (lastKey ?? now), now - start].map {
            String(format: "%.3f", Self.milliseconds($0))
        }
        let line =
            "\(times[0]) \(cause) key=\(lastKeyName) key_ms=\(lastKey == nil ? "-1" : times[1]) draw_ms=\(times[2]) bytes=\(bytes) rows=\(filled)\n"
        handle.write(Data(line.utf8))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
