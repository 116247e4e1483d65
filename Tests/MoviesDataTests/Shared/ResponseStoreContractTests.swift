import Foundation
import Testing

@testable import MoviesData

/// What every store promises about the TMDB answers it keeps, through the cache the TMDB repositories use.
@Suite struct ResponseStoreContractTests {
    private struct Page: Codable, Equatable, Sendable {
        let titles: [String]
    }

    @Test(arguments: StoreKind.available) func entriesExpireAfterTheirTimeToLive(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let clock = Clock(now: Date(timeIntervalSince1970: 1_000_000))
            let cache = ResponseCache(store: try await database.open(), now: { clock.now })
            try await cache.store(Page(titles: ["Heat"]), for: "k")
            clock.now += 3599
            #expect(try await cache.entry(Page.self, for: "k", timeToLive: 3600)?.value == Page(titles: ["Heat"]))
            clock.now += 2
            #expect(try await cache.entry(Page.self, for: "k", timeToLive: 3600) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func theOldestEntriesGoBeyondTheCapacity(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let clock = Clock(now: Date(timeIntervalSince1970: 1_000_000))
            let cache = ResponseCache(store: try await database.open(), capacity: 3, now: { clock.now })
            for index in 1...5 {
                try await cache.store(Page(titles: ["\(index)"]), for: "k\(index)")
                clock.now += 1
            }
            for index in 1...5 {
                let entry = try await cache.entry(Page.self, for: "k\(index)", timeToLive: 3600)
                #expect((entry != nil) == (index > 2), "entry \(index)")
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func anAnswerStoredByOneServerIsReadByAnother(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let titles = ["Zulu", "Alpha", "Mike", "Bravo", "Yankee"]
            try await ResponseCache(store: try await database.open()).store(Page(titles: titles), for: "k")
            try await ResponseCache(store: try await database.open()).store(Page(titles: ["Other"]), for: "k2")
            let entry = try await ResponseCache(store: try await database.open())
                .entry(Page.self, for: "k", timeToLive: 60)
            #expect(entry?.value.titles == titles)
        }
    }

    private final class Clock: @unchecked Sendable {
        var now: Date
        init(now: Date) { self.now = now }
    }
}
