import Foundation
import Testing

@testable import MoviesData
@testable import MoviesSQLite

@Suite struct ResponseCacheTests {
    private struct Page: Codable, Equatable, Sendable {
        let titles: [String]
    }

    @Test func entriesExpireAfterTheirTimeToLive() async throws {
        let clock = Clock(now: Date(timeIntervalSince1970: 1_000_000))
        let cache = ResponseCache(store: try SQLiteStore.inMemory(), now: { clock.now })
        try await cache.store(Page(titles: ["Heat"]), for: "k")
        clock.now += 3599
        #expect(try await cache.entry(Page.self, for: "k", timeToLive: 3600)?.value == Page(titles: ["Heat"]))
        clock.now += 2
        #expect(try await cache.entry(Page.self, for: "k", timeToLive: 3600) == nil)
    }

    @Test func theOldestEntriesGoBeyondTheCapacity() async throws {
        let clock = Clock(now: Date(timeIntervalSince1970: 1_000_000))
        let cache = ResponseCache(store: try SQLiteStore.inMemory(), capacity: 3, now: { clock.now })
        for index in 1...5 {
            try await cache.store(Page(titles: ["\(index)"]), for: "k\(index)")
            clock.now += 1
        }
        for index in 1...5 {
            let entry = try await cache.entry(Page.self, for: "k\(index)", timeToLive: 3600)
            #expect((entry != nil) == (index > 2), "entry \(index)")
        }
    }

    @Test func theOrderOfAStoredPageIsKept() async throws {
        let cache = ResponseCache(store: try SQLiteStore.inMemory())
        let titles = ["Zulu", "Alpha", "Mike", "Bravo", "Yankee"]
        try await cache.store(Page(titles: titles), for: "k")
        #expect(try await cache.entry(Page.self, for: "k", timeToLive: 60)?.value.titles == titles)
    }

    private final class Clock: @unchecked Sendable {
        var now: Date
        init(now: Date) { self.now = now }
    }
}
