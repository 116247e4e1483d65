import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ConcurrentVisitorsTests {
    @Test func fiftyConcurrentSearchesFromFiveVisitorsLoseAndRepeatNothing() async throws {
        let words = ["love", "war", "star", "night", "man", "day", "girl", "time", "king", "dead"]
        try await WebTestApp.make().test(.router) { client in
            var visitors: [String] = []
            for _ in 0..<5 { visitors.append(try await client.newVisitorCookie()) }
            try await withThrowingTaskGroup { group in
                for visitor in visitors {
                    for word in words {
                        group.addTask {
                            let response = try await client.execute(
                                uri: "/api/search?query=\(word)", method: .get,
                                headers: [.cookie: visitor])
                            #expect(response.status == .ok)
                        }
                    }
                }
                try await group.waitForAll()
            }
            for visitor in visitors {
                let recent = try await client.execute(
                    uri: "/api/recent?limit=50", method: .get, headers: [.cookie: visitor])
                let queries = try #require(recent.json?["queries"] as? [String])
                #expect(queries.count == words.count)
                #expect(Set(queries) == Set(words))
            }
        }
    }
}
