import Foundation
import MoviesTestSupport
import Testing

/// Hostile arguments for every command: each run ends with output and exit 0, or one `error:` line and
/// a non-zero exit; never a crash, a stack trace or a hang. `FUZZ_ITERATIONS` sets how many runs
/// (default 60: each is a process).
@Suite struct CLIFuzzTests {
    @Test(.timeLimit(.minutes(30)))
    func hostileArgumentsGetAResultOrOneClearLine() async throws {
        let seed = HostileInput.seed
        var input = HostileInput(seed: seed)
        let movies = try await MoviesInProcess.make()
        for _ in 0..<HostileInput.iterations(default: 60) {
            let arguments = Self.arguments(&input)
            let output = try await movies.run(arguments)
            let replay = "FUZZ_SEED=\(seed): \(arguments.map { String($0.prefix(80)) })"
            #expect(
                output.status == 0 || output.status == 1 || output.status == 64, "\(replay) exited \(output.status)")
            if output.status != 0 {
                #expect(output.stderr.hasPrefix("error: "), "\(replay): \(output.stderr.prefix(300))")
                #expect(output.stderr.filter(\.isNewline).count == 1, "\(replay): \(output.stderr.prefix(300))")
            }
        }
    }

    /// Arguments cannot hold NUL, and Linux caps one at 128 KB: within that, anything goes.
    private static func arguments(_ input: inout HostileInput) -> [String] {
        let text = String(input.text().replacingOccurrences(of: "\u{0}", with: "").prefix(30_000))
        switch input.pick(Array(0..<5)) {
        case 0: return ["search", text]
        case 1: return ["search", text, "--page", input.number()]
        case 2: return ["show", text]
        case 3: return ["recent", "--limit", input.number()]
        default: return ["search", "heat", "--source", text, "--language", input.text().prefix(50).description]
        }
    }
}
