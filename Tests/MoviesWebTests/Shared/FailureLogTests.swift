import Hummingbird
import MoviesData
import MoviesPresentation
import MoviesTestSupport
import Testing

@testable import MoviesWeb

/// A damaged database tells the operator everything in the log, once per incident, and a stranger
/// nothing in the answer.
@Suite struct FailureLogTests {
    let damaged = ScreenFailure(StorageError.notADatabase("/srv/movies/movies.sqlite"), strings: .english)

    @Test func anOutageIsLoggedOnceAtErrorLevelWithItsDetail() {
        let capture = LogCapture()
        let log = FailureLog(logger: capture.logger)
        for _ in 0..<50 { log.record(damaged) }
        let lines = capture.text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error") == true)
        #expect(lines.first?.contains("/srv/movies/movies.sqlite") == true)
        let locked = ScreenFailure(StorageError.busy("/srv/movies/movies.sqlite"), strings: .english)
        log.record(locked)
        #expect(capture.text.split(separator: "\n").count == 2)
    }

    @Test func theAnswerCarriesAStableCodeAndNoPath() {
        let answer = WebError(damaged)
        #expect(answer.status == .serviceUnavailable)
        #expect(answer.code == "unavailable")
        #expect(!answer.message.contains("/srv"))
        #expect(!answer.message.contains("sqlite"))
    }
}
