import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard input, output and error: the console of the `movies` executable.
public struct StandardConsole: CommandConsole {
    public init() {}

    public func write(_ text: String, to stream: ConsoleStream) {
        switch stream {
        case .output: print(text, terminator: "")
        case .error, .input: FileHandle.standardError.write(Data(text.utf8))
        }
    }

    public func readLine(strippingNewline: Bool) -> String? {
        Swift.readLine(strippingNewline: strippingNewline)
    }

    /// Echo is off while a terminal is read, and restored however the read ends; piped, the first line.
    public func readSecret() -> String? {
        var saved = termios()
        let isTerminal = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if isTerminal {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
                write("\n", to: .error)
            }
        }
        return Swift.readLine(strippingNewline: true)
    }

    public func isTerminal(_ stream: ConsoleStream) -> Bool {
        isatty(Self.descriptor(stream)) == 1
    }

    /// Piped or redirected, nil: then tables are never cut.
    public var outputWidth: Int? {
        guard isTerminal(.output) else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    private static func descriptor(_ stream: ConsoleStream) -> Int32 {
        switch stream {
        case .input: STDIN_FILENO
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }
}
