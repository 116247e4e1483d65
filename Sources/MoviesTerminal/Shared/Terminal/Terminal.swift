@preconcurrency import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the app runs in: raw mode on the alternate screen while the app runs, and everything as
/// it was once it stops. ``restore()`` may be called from any path out (quit, a signal, an error), and
/// more than once.
public final class Terminal: Sendable {
    private let input: Int32
    private let output: Int32
    /// The settings to restore; guarded, as a signal's handler and the main path may both restore.
    private let original = Mutex<termios?>(nil)

    /// The process's standard input and output.
    public convenience init() {
        self.init(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Whether both ends are a terminal (not a pipe or a file).
    public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

    public var size: ScreenPainter.Size {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return ScreenPainter.Size(columns: 80, rows: 24)
        }
        return ScreenPainter.Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Keys one at a time, no echo, no signals from Ctrl-C; the alternate screen, the cursor hidden, and
    /// no wrapping at the right edge.
    public func enter() throws {
        try original.withLock { original in
            var settings = termios()
            guard tcgetattr(input, &settings) == 0 else { throw TerminalError.notATerminal }
            original = settings
            settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            settings.c_oflag &= ~tcflag_t(OPOST)
            settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            settings.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            guard tcsetattr(input, TCSAFLUSH, &settings) == 0 else { throw TerminalError.notATerminal }
        }
        send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J")
    }

    /// Puts the terminal back as it was: the main screen, the cursor, wrapping, and the settings it had.
    public func restore() {
        original.withLock { original in
            guard var settings = original else { return }
            original = nil
            send("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            _ = tcsetattr(input, TCSAFLUSH, &settings)
        }
    }

    /// Ctrl-Z: the terminal as it was, the process stopped as a shell's job is (SIGTSTP); once `fg`
    /// continues it, raw mode and the alternate screen again (the caller redraws).
    public func suspend() throws {
        restore()
        // The stop is the process's (a thread of the runtime may be the one it reaches), so the way back
        // waits for SIGCONT; a process no shell can continue (no job control) is not stopped, and goes on.
        let continued = DispatchSemaphore(value: 0)
        signal(SIGCONT, SIG_IGN)  // continuing happens all the same; the source below hears of it
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .global())
        source.setEventHandler { continued.signal() }
        source.resume()
        defer { source.cancel() }
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        _ = continued.wait(timeout: .now() + .seconds(1))
        try enter()
    }

    /// Writes all of `text`, however many writes it takes. Answers the bytes written.
    @discardableResult
    public func send(_ text: String) -> Int {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                write(output, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            written += result
        }
        return written
    }

    /// Reads what the keyboard sent (blocking until something is there); empty once input is closed.
    public func receive() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }
}

public enum TerminalError: Error, CustomStringConvertible {
    case notATerminal

    public var description: String { "not a terminal" }
}
