import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ConcurrentVisitorsTests {
    @Test func fiftyConcurrentSearchesFromFiveVisitorsLoseAndRepeatNothing() async throws {
        let words = ["love", "war", "star", "night", "man", "day", "girl", "time", "king", "dead"]
        try await WebTestApp.make().test(.router) { client in
            let visitors = (0..<5).map { String(format: "%032x", $0 + 1) }
            try await withThrowingTaskGroup { group in
                for visitor in visitors {
                    for word in words {
                        group.addTask {
                            let response = try await client.execute(
                                uri: "/api/search?query=\(word)", method: .get,
                                headers: [.cookie: "movies_visitor=\(visitor)"])
                            #expect(response.status == .ok)
                        }
                    }
                }
                try await group.waitForAll()
            }
            for visitor in visitors {
                let recent = try await client.execute(
                    uri: "/api/recent?limit=50", method: .get, headers: [.cookie: "movies_visitor=\(visitor)"])
                let queries = try #require(recent.json?["queries"] as? [String])
                #expect(queries.count == words.count)
                #expect(Set(queries) == Set(words))
            }
        }
    }
}
