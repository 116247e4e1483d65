import Foundation
import Testing

/// `movies browse` in a real terminal: a tmux server of the test's own (its own socket), keys sent as a
/// person types them, and the screen read back as tmux shows it.
struct TmuxSession {
    let socket: String
    let directory: URL

    /// Starts `movies arguments` in a `columns`×`rows` window. When the program ends, the pane stays with
    /// `[exited N]` under what the program left on the main screen.
    static func start(
        _ arguments: [String], database: URL, environment: [String: String] = [:], columns: Int = 100, rows: Int = 30
    ) async throws -> TmuxSession {
        let directory = try MoviesBinary.temporaryDirectory()
        let session = TmuxSession(socket: "movies-\(UUID().uuidString.prefix(8))", directory: directory)
        var variables = ["MOVIES_DATABASE": database.path, "TERM": "xterm-256color", "LANG": "en_US.UTF-8"]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(quoted($0.value))" }
        let command =
            "env -u TMDB_API_KEY -u TMDB_ACCESS_TOKEN -u NO_COLOR -u LC_ALL -u LC_MESSAGES \(assignments.joined(separator: " ")) "
            + ([try MoviesBinary.executable().path] + arguments).map(quoted).joined(separator: " ")
            + "; echo \"[exited $?]\"; sleep 600"
        try await session.tmux([
            "new-session", "-d", "-s", "browse", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command,
        ])
        return session
    }

    /// Text typed as it is (`-l`: no key names).
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "browse", "-l", "--", text])
    }

    /// Keys by tmux's names: `Enter`, `Down`, `Escape`, `PageDown`, `C-c`.
    /// The keys in one write, as fast as a person's repeated presses arrive (or faster).
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "browse"] + keys)
    }

    func screen() async throws -> String {
        try await tmux(["capture-pane", "-t", "browse", "-p"])
    }

    /// The screen with its styles, as escape sequences.
    func styledScreen() async throws -> String {
        try await tmux(["capture-pane", "-t", "browse", "-p", "-e"])
    }

    /// Whether the program is still on the alternate screen.
    func isOnAlternateScreen() async throws -> Bool {
        try await tmux(["display-message", "-t", "browse", "-p", "#{alternate_on}"]).hasPrefix("1")
    }

    func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "browse", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The process id of `movies`: the process whose parent is the pane's shell, and which is `movies` (once
    /// it has ended, the shell's child is the `sleep` after it, which must never be the one signalled).
    func programID() async throws -> Int32 {
        let shell = try await tmux(["display-message", "-t", "browse", "-p", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") where Int32(entry) != nil {
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ", options: .backwards)
            else { continue }
            let fields = stat[afterName.upperBound...].split(separator: " ")
            if fields.count > 1, fields[1] == shell, stat.contains("(movies)"), let pid = Int32(entry), pid > 0 {
                return pid
            }
        }
        throw NoProgram()
    }

    struct NoProgram: Error {}

    /// Waits until the screen shows `text` (a minute at most: the machine may be busy) and answers it.
    @discardableResult
    /// `pressing`: a key sent before each look (End, for a page that may still grow).
    func waitFor(
        _ text: String, pressing key: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        var screen = ""
        for _ in 0..<600 {
            if let key { try await press(key) }
            screen = try await self.screen()
            if screen.contains(text) { return screen }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the screen never showed \(text):\n\(screen)", sourceLocation: sourceLocation)
        throw TimedOut()
    }

    /// Ends the tmux server and what runs in it; called from `defer`, so it waits for nothing.
    func kill() {
        _ = try? runTmux(["kill-server"])
    }

    struct TimedOut: Error {}

    /// Runs tmux on a thread of its own: waiting for it must not hold one of the test's few cooperative
    /// threads (two on two cores), which servers in the test process need.
    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runTmux(arguments) })
            }
        }
    }

    /// Spawned and waited for directly: Foundation's `Process` learns of an exit when a pipe the child
    /// inherits closes, and the tmux server that `new-session` leaves running inherits it too.
    private func runTmux(_ arguments: [String]) throws -> String {
        let file = directory.appendingPathComponent("answer-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The signals a test process ignores or blocks (SIGPIPE, SIGHUP…) would be ignored in the terminal
        // too, and `kill-server` could not end what runs there: tmux starts with every signal as new.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        guard posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ) == 0 else { throw TmuxMissing() }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }

    struct TmuxMissing: Error {}

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension TmuxSession {
    /// From the empty search box: searches `words` and opens the first result, shown as `firstResult`.
    func open(_ words: String, firstResult: String) async throws {
        try await waitFor("Type a title")
        try await type(words)
        try await press("Enter")
        try await waitFor("› \(firstResult)")
        try await press("Enter")
    }
}
