import Logging

/// Brings a store up for a server that started without it: tries, and after a failure tries again a
/// little later (1 s, growing to 5 s), saying so in the log once, not at every try.
struct StoreBringUp {
    let place: String
    var logger = Logger(label: "movies.storage")

    func keepTrying(_ bringUp: @Sendable () async throws -> Void) async {
        var delay = Duration.seconds(1)
        var failures = 0
        while !Task.isCancelled {
            do {
                try await bringUp()
                if failures > 0 { logger.notice("the database \(place) is ready after \(failures) failed tries") }
                return
            } catch {
                if failures == 0 {
                    logger.error("the database \(place) cannot be used yet, trying again until it can: \(error)")
                }
                failures += 1
                try? await Task.sleep(for: delay)
                delay = min(delay * 2, .seconds(5))
            }
        }
    }
}
