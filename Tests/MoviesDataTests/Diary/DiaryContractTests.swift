import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about diaries: SQLite, PostgreSQL when a test server is set, and the in-memory
/// store the screens' tests stand on.
@Suite struct DiaryContractTests {
    typealias Fixtures = MemberFixtures

    /// The stores a diary test runs on.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case memory, sqlite, postgres

        static var available: [Kind] { [.memory] + StoreKind.available.compactMap { Kind(rawValue: $0.rawValue) } }

        var testDescription: String { rawValue }

        func withStore(_ body: (any MemberStore) async throws -> Void) async throws {
            switch self {
            case .memory: try await body(InMemoryMemberStore())
            case .sqlite: try await StoreKind.sqlite.withStore(body)
            case .postgres: try await StoreKind.postgres.withStore(body)
            }
        }
    }

    static func watch(
        _ film: Int, by member: User, on day: String?, rating: Int? = nil, rewatch: Bool = false, at seconds: Double
    ) throws -> Watch {
        let watched = WatchedFilm(
            reference: Fixtures.film(film), title: "Film \(film)", year: 1970 + film, posterPath: "/\(film).jpg",
            runtime: 90 + film, genres: ["Drama", "Crime"], directors: ["Someone"],
            cast: ["Ana Ruiz", "Bo Li", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy"],
            people: [
                "Someone": Person.ID("catalog:someone"), "Bo Li": Person.ID("catalog:bo-li"), "Nobody": Person.ID("x"),
            ])
        let details = try WatchDetails(
            day: try day.map { try CalendarDay($0) }, rating: rating, isRewatch: rewatch, isLiked: film % 2 == 0)
        return Watch(
            id: .make(), member: member.id, film: watched, details: details,
            logged: Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: Kind.available)
    func aDiaryIsNewestFirstWithUnknownDaysLastAndPages(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let unknown = try Self.watch(1, by: ana, on: nil, at: 50)
            let old = try Self.watch(2, by: ana, on: "2019-06-01", rating: 8, at: 10)
            let sameDayFirst = try Self.watch(3, by: ana, on: "2024-03-12", at: 20)
            let sameDayLater = try Self.watch(4, by: ana, on: "2024-03-12", at: 30)
            for watch in [unknown, old, sameDayFirst, sameDayLater] { try await store.add(watch) }
            try await store.add(try Self.watch(5, by: bob, on: "2025-01-01", at: 40))

            let first = try await store.watches(of: ana.id, filter: .all, page: .first, pageSize: 3)
            #expect(first.items.map(\.id) == [sameDayLater.id, sameDayFirst.id, old.id])
            #expect(first.totalCount == 4 && first.totalPages == 2)
            let second = try await store.watches(of: ana.id, filter: .all, page: try PageNumber(2), pageSize: 3)
            #expect(second.items == [unknown])
            #expect(
                try await store.allWatches(of: ana.id).map(\.id)
                    == [sameDayLater, sameDayFirst, old, unknown].map(\.id))
            let read = try #require(try await store.watch(old.id, of: ana.id))
            #expect(read == old, "every field reads back as written")
            #expect(read.film.cast.count == WatchedFilm.castKept && read.film.people.count == 2)
        }
    }

    @Test(arguments: Kind.available)
    func filtersPickAYearARatingAndRewatches(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            try await store.add(try Self.watch(1, by: ana, on: "2024-01-01", rating: 8, at: 1))
            try await store.add(try Self.watch(2, by: ana, on: "2024-12-31", rating: 6, rewatch: true, at: 2))
            try await store.add(try Self.watch(3, by: ana, on: "2025-01-01", rating: 8, at: 3))
            try await store.add(try Self.watch(4, by: ana, on: nil, rating: 8, at: 4))
            func titles(_ filter: DiaryFilter) async throws -> [String] {
                try await store.watches(of: ana.id, filter: filter, page: .first, pageSize: 10).items.map(\.film.title)
            }
            #expect(try await titles(DiaryFilter(year: 2024)) == ["Film 2", "Film 1"])
            #expect(try await titles(DiaryFilter(rating: 8)) == ["Film 3", "Film 1", "Film 4"])
            #expect(try await titles(DiaryFilter(rewatch: true)) == ["Film 2"])
            #expect(try await titles(DiaryFilter(year: 2024, rating: 8, rewatch: false)) == ["Film 1"])
            #expect(
                try await store.watches(of: ana.id, filter: DiaryFilter(year: 2024), page: .first, pageSize: 1)
                    .totalCount == 2)
        }
    }

    @Test(arguments: Kind.available)
    func aMembersRatingOfAFilmIsTheLatestGivenOnAWatchOrAReview(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let first = try Self.watch(1, by: ana, on: "2020-01-01", rating: 6, at: 10)
            try await store.add(first)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 6])
            _ = try await store.write(
                try ReviewDraft(rating: 9, text: nil, hasSpoilers: false), about: Fixtures.reviewed(1), by: ana.id,
                at: Date(timeIntervalSince1970: 20))
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 9])
            #expect(try await store.watch(first.id, of: ana.id)?.isReviewed == true, "the film's review is marked")
            #expect(try await store.allWatches(of: ana.id).allSatisfy(\.isReviewed))
            let edited = try await store.update(
                first.id, of: ana.id,
                to: try WatchDetails(day: first.details.day, rating: 7, isRewatch: false, isLiked: true),
                at: Date(timeIntervalSince1970: 30))
            #expect(edited?.details.rating == 7 && edited?.details.isLiked == true)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id) == [Fixtures.film(1): 7])
            // A watch logged now of a day long ago, rated, but given before the latest rating: it does not win.
            try await store.add(try Self.watch(1, by: ana, on: "2010-01-01", rating: 3, at: 25))
            #expect(
                try await store.ratings(of: [Fixtures.film(1), Fixtures.film(2)], by: ana.id) == [Fixtures.film(1): 7])
            #expect(
                try await store.watched(among: [Fixtures.film(1), Fixtures.film(2)], by: ana.id) == [Fixtures.film(1)])
            _ = try await store.write(
                try ReviewDraft(rating: 4, text: nil, hasSpoilers: false), about: Fixtures.reviewed(2), by: ana.id,
                at: Date(timeIntervalSince1970: 40))
            #expect(
                try await store.ratings(of: [1, 2, 3].map(Fixtures.film), by: ana.id)
                    == [Fixtures.film(1): 7, Fixtures.film(2): 4])
        }
    }

    @Test(arguments: Kind.available)
    func aDeletedWatchComesBackWithUndoUntilTheNextDelete(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let one = try Self.watch(1, by: ana, on: "2024-01-01", at: 1)
            let two = try Self.watch(2, by: ana, on: "2024-01-02", at: 2)
            try await store.add(one)
            try await store.add(two)
            #expect(try await store.delete(one.id, of: bob.id) == nil, "another member's watch is none of theirs")
            #expect(try await store.watch(one.id, of: bob.id) == nil)
            #expect(try await store.delete(one.id, of: ana.id) == one)
            #expect(try await store.allWatches(of: ana.id) == [two])
            #expect(try await store.watched(among: [Fixtures.film(1)], by: ana.id).isEmpty)
            #expect(try await store.undoDelete(of: ana.id) == one)
            #expect(try await store.undoDelete(of: ana.id) == nil)
            _ = try await store.delete(one.id, of: ana.id)
            _ = try await store.delete(two.id, of: ana.id)
            #expect(try await store.undoDelete(of: ana.id) == two, "only the last delete is undone")
            #expect(try await store.allWatches(of: ana.id) == [two])
        }
    }

    @Test(arguments: Kind.available)
    func statisticsCountEachFilmOnceAPeriodAsWatchesAreLoggedMovedDeletedAndBroughtBack(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            let moved = try Self.watch(5, by: ana, on: "2023-02-02", at: 50)
            let gone = try Self.watch(4, by: ana, on: "2024-01-01", at: 40)
            let back = try Self.watch(6, by: ana, on: "2022-01-01", rating: 7, at: 60)
            for watch in [
                try Self.watch(1, by: ana, on: "2024-03-12", rating: 8, at: 10),
                try Self.watch(1, by: ana, on: "2024-03-12", rewatch: true, at: 20),
                try Self.watch(2, by: ana, on: "2023-05-01", rating: 9, at: 30),
                try Self.watch(3, by: ana, on: nil, at: 35), gone, moved, back,
                try Self.watch(7, by: bob, on: "2024-03-12", rating: 10, at: 70),
            ] {
                try await store.add(watch)
            }
            _ = try await store.delete(gone.id, of: ana.id)
            _ = try await store.delete(back.id, of: ana.id)
            _ = try await store.undoDelete(of: ana.id)
            let details = try WatchDetails(
                day: try CalendarDay("2024-06-06"), rating: 6, isRewatch: true, isLiked: false)
            _ = try await store.update(moved.id, of: ana.id, to: details, at: Date(timeIntervalSince1970: 80))
            _ = try await store.write(
                try ReviewDraft(rating: 3, text: nil, hasSpoilers: false), about: Fixtures.reviewed(2), by: ana.id,
                at: Date(timeIntervalSince1970: 90))

            let watches = try await store.allWatches(of: ana.id)
            let ratings = try await store.ratings(of: (1...7).map(Fixtures.film), by: ana.id)
            for year in [nil, 2022, 2023, 2024, 2025] {
                let counted = try await store.tally(of: ana.id, year: year)
                let expected = DiaryTally(of: watches, ratings: ratings, year: year)
                #expect(Self.ordered(counted) == Self.ordered(expected), "\(year.map(String.init) ?? "all time")")
            }
            let all = try await store.tally(of: ana.id, year: nil)
            #expect(all.films == 5 && all.ratings[5] == 1 && all.ratings[2] == 1, "films 1, 2, 3, 5 and 6")
            #expect(
                all.directors == [
                    DiaryStatistics.PersonCount(name: "Someone", page: Person.ID("catalog:someone"), films: 5)
                ])
            let year = try await store.tally(of: ana.id, year: 2024)
            #expect(year.films == 2 && year.highestRated.map(\.rating) == [8, 6], "films 1 and 5, not 4")
            #expect(year.decades.map(\.key).sorted() == [1970], "1971 and 1975")
            #expect(try await store.tally(of: bob.id, year: 2023).films == 0)
        }
    }

    /// A tally with what it keeps in no particular order put in one.
    static func ordered(_ tally: DiaryTally) -> DiaryTally {
        var ordered = tally
        ordered.days.sort { ($0.day?.description ?? "~") < ($1.day?.description ?? "~") }
        ordered.genres.sort { $0.key.sortName < $1.key.sortName }
        ordered.decades.sort { $0.key < $1.key }
        return ordered
    }

    @Test(arguments: Kind.available)
    func deletingAnAccountDeletesItsDiaryAndRatings(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            try await store.add(try Self.watch(1, by: ana, on: "2024-01-01", rating: 5, at: 1))
            try await store.delete(ana.id)
            #expect(try await store.allWatches(of: ana.id).isEmpty)
            #expect(try await store.ratings(of: [Fixtures.film(1)], by: ana.id).isEmpty)
            await #expect(throws: AccountError.notFound) {
                try await store.add(try Self.watch(1, by: ana, on: nil, at: 2))
            }
        }
    }

    @Test(arguments: Kind.available)
    func aDiaryIsPrivateUntilItsMemberSaysOtherwise(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            #expect(try await !store.isPublic(ana.id))
            try await store.setPublic(true, for: ana.id)
            let (anas, bobs) = (try await store.isPublic(ana.id), try await store.isPublic(bob.id))
            #expect(anas && !bobs)
            try await store.setPublic(false, for: ana.id)
            #expect(try await !store.isPublic(ana.id))
            try await store.setPublic(true, for: ana.id)
            try await store.delete(ana.id)
            #expect(try await !store.isPublic(ana.id))
            await #expect(throws: AccountError.notFound) { try await store.setPublic(true, for: ana.id) }
        }
    }

    /// Whether a private diary shapes friends' picks is its member's to say, apart from whether it is public.
    @Test(arguments: Kind.available)
    func aDiaryShapesNoPickUntilItsMemberSaysSo(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bob = try await Fixtures.add("bob", to: store)
            #expect(try await !store.shapesPicks(ana.id))
            try await store.setShapesPicks(true, for: ana.id)
            let (anas, bobs) = (try await store.shapesPicks(ana.id), try await store.shapesPicks(bob.id))
            #expect(anas && !bobs)
            #expect(try await !store.isPublic(ana.id), "still private")
            try await store.setPublic(true, for: ana.id)
            try await store.setPublic(false, for: ana.id)
            #expect(try await store.shapesPicks(ana.id), "kept apart from the diary's visibility")
            try await store.setShapesPicks(false, for: ana.id)
            #expect(try await !store.shapesPicks(ana.id))
            try await store.delete(ana.id)
            await #expect(throws: AccountError.notFound) { try await store.setShapesPicks(true, for: ana.id) }
        }
    }
}
