import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// A diary logged a watch at a time (each store writes a log its own way: PostgreSQL in one statement)
/// reads the same on every store: the statistics of all time and of each year, the days' tally, the films
/// and the member's rating of each, for a diary of many watches of few films, over three years and none.
@Suite struct LoggedDiaryContractTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = MemberFixtures

    /// Sixty watches of seven films from a fixed seed: rewatches, days of three years or none, ratings
    /// given and not, likes, tags, a review of some.
    static func watches(by member: User) throws -> [Watch] {
        var seed: UInt64 = 20_261_129
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let tags = ["cinema", "rain", "with ana", "Cinéma"]
        var reviewed = Set<Int>()
        return try (0..<60).map { number in
            let film = 1 + next(7)
            let day = next(5) == 0 ? nil : try CalendarDay("\(2022 + next(3))-0\(1 + next(9))-1\(next(10))")
            let details = try WatchDetails(
                day: day, rating: next(3) == 0 ? nil : 1 + next(10), isRewatch: next(3) == 0, isLiked: next(2) == 0,
                tags: try (0..<next(3)).map { _ in try Tag(tags[next(tags.count)]) }.uniqued())
            var watch = Watch(
                id: Watch.ID("watch-\(number)"), member: member.id,
                film: try DiaryContractTests.watch(film, by: member, on: nil, at: 0).film,
                details: details, logged: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60),
                liked: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60))
            if details.rating != nil, next(4) == 0, reviewed.insert(film).inserted {
                watch.review = WatchReview(
                    text: "Seen \(number)", hasSpoilers: false, written: watch.logged)
            }
            return watch
        }
    }

    @Test func everyStoreReadsTheSameDiaryLoggedAWatchAtATime() async throws {
        var seen: [Kind: Reading] = [:]
        for kind in Kind.available {
            try await kind.withStore { store in
                let ana = try await Fixtures.add("ana", to: store)
                for watch in try Self.watches(by: ana) { _ = try await store.add(watch) }
                seen[kind] = try await Reading(of: ana, in: store)
            }
        }
        try Self.expectSame(seen)
    }

    /// An import writes its watches a batch at a time (PostgreSQL: a statement a watch, the batch's films read
    /// at once): the same diary again.
    @Test func everyStoreReadsTheSameDiaryImportedInBatches() async throws {
        var seen: [Kind: Reading] = [:]
        for kind in Kind.available {
            try await kind.withStore { store in
                let ana = try await Fixtures.add("ana", to: store)
                let watches = try Self.watches(by: ana)
                for start in stride(from: 0, to: watches.count, by: 25) {
                    try await store.addAll(Array(watches[start..<min(start + 25, watches.count)]))
                }
                seen[kind] = try await Reading(of: ana, in: store)
            }
        }
        try Self.expectSame(seen)
    }

    static func expectSame(_ seen: [Kind: Reading]) throws {
        let memory = try #require(seen[.memory])
        #expect(memory.statistics[0].watches == 60 && memory.statistics[0].films == 7)
        for (kind, reading) in seen where kind != .memory {
            #expect(reading.statistics == memory.statistics, "\(kind): the statistics")
            #expect(reading.tallies == memory.tallies, "\(kind): the tally")
            #expect(reading.ratings == memory.ratings, "\(kind): the ratings")
            #expect(reading.tags == memory.tags, "\(kind): the tags")
            #expect(reading.watches == memory.watches, "\(kind): the watches")
        }
    }

    /// What a member's diary says: the statistics and the tally of all time and of each year, the member's
    /// rating of each film, their tags, and their watches.
    struct Reading {
        let statistics: [DiaryStatistics]
        let tallies: [DiaryTally]
        let ratings: [String: Int]
        let tags: [TagCount]
        let watches: [String]

        init(of member: User, in store: any MemberStore) async throws {
            var (statistics, tallies) = ([DiaryStatistics](), [DiaryTally]())
            for year in [nil, 2022, 2023, 2024] as [Int?] {
                statistics.append(try await store.statistics(of: member.id, year: year))
                // Days, genres and decades come in no particular order.
                var tally = try await store.tally(of: member.id, year: year)
                tally.days.sort {
                    "\($0.day.map(String.init(describing:)) ?? "")" < "\($1.day.map(String.init(describing:)) ?? "")"
                }
                tally.genres.sort { "\($0.key)" < "\($1.key)" }
                tally.decades.sort { $0.key < $1.key }
                tallies.append(tally)
            }
            (self.statistics, self.tallies) = (statistics, tallies)
            let films = (1...7).map { Fixtures.film($0) }
            ratings = Dictionary(
                uniqueKeysWithValues: try await store.ratings(of: films, by: member.id).map {
                    ($0.key.description, $0.value)
                })
            tags = try await store.tags(of: member.id)
            watches = try await store.allWatches(of: member.id).map {
                "\($0.id.rawValue) \($0.details) \($0.review?.text ?? "")"
            }.sorted()
        }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
