import Foundation

/// What each redraw cost, for the benchmark (`MOVIES_BROWSE_TRACE=file`): one line a frame with what
/// caused it, the milliseconds since the last key arrived, the bytes written and the rows with text.
@MainActor
final class BrowseTrace {
    private let handle: FileHandle
    private let started = ContinuousClock.now
    private var lastKey: ContinuousClock.Instant?

    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    func keyArrived() {
        lastKey = ContinuousClock.now
    }

    func painted(cause: String, bytes: Int, rows: [Line]) {
        let now = ContinuousClock.now
        let sinceKey = lastKey.map { Self.milliseconds(now - $0) } ?? -1
        let filled = rows.filter { !$0.text.allSatisfy(\.isWhitespace) }.count
        let line = String(
            format: "%.3f %@ key_ms=%.3f bytes=%d rows=%d\n", Self.milliseconds(now - started), cause, sinceKey, bytes,
            filled)
        handle.write(Data(line.utf8))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
