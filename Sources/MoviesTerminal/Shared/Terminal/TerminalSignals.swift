@preconcurrency import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signals a full-screen app must answer: a resize (SIGWINCH) redraws; SIGTERM, SIGHUP and SIGINT
/// restore the terminal first and then end the process as the signal would have.
final class TerminalSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    init(terminal: Terminal, resized: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "movies.browse.signals")
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGWINCH, SIGTERM, SIGHUP, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                guard number != SIGWINCH else { return resized() }
                terminal.restore()
                signal(number, SIG_DFL)
                // To the process, not this thread (which blocks signals): it ends as the signal would end it.
                kill(getpid(), number)
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    func cancel() {
        for source in sources { source.cancel() }
        for number in [SIGTERM, SIGHUP, SIGINT] { signal(number, SIG_DFL) }
    }
}
