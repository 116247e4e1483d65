import Testing

@testable import MoviesSearch

/// Meeting lists kept as bits finds the same films as galloping through them.
@Suite struct FilmSetTests {
    typealias Film = TitleIndex.Film

    static let filmCount = 20_000

    /// Ascending lists of films taken at `rates` (one in `rate`), from a fixed seed.
    static func lists(_ rates: [Int]) -> [ArraySlice<Film>] {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        return rates.map { rate in
            (0..<Film(filmCount)).filter { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(seed >> 33) % rate == 0
            }[...]
        }
    }

    @Test(arguments: [[2, 3], [2, 50], [40, 3, 2], [3, 3, 900], [1, 2]])
    func listsKeptAsBitsMeetAsListsDo(rates: [Int]) {
        let lists = Self.lists(rates)
        let plain = FilmSet.intersection(lists)
        let asBits = lists.map { FilmList($0, bits: FilmBits($0, filmCount: Self.filmCount)) }
        let mixed = lists.enumerated().map { $0.offset == 0 ? FilmList($0.element) : asBits[$0.offset] }
        #expect(!plain.isEmpty)
        #expect(Array(FilmSet.intersection(asBits)) == Array(plain))
        #expect(Array(FilmSet.intersection(mixed)) == Array(plain))
        #expect(Array(FilmSet.intersection(lists.map { FilmList($0) })) == Array(plain))
    }

    @Test func aLongUnionIsKeptAsBitsOfItsFilmsAlone() throws {
        let lists = Self.lists([3, 5, 7])
        let union = FilmSet.unionList(lists, filmCount: Self.filmCount)
        let expected = Set(lists.joined())
        #expect(Array(union.films) == expected.sorted())
        let bits = try #require(union.bits)
        #expect((0..<Film(Self.filmCount)).filter(bits.contains) == expected.sorted())
        #expect(FilmSet.unionList(Self.lists([900, 901]), filmCount: Self.filmCount).bits == nil)
    }

    @Test(arguments: [[400, 700, 900, 1200, 3000], [2, 3], [900]])
    func aUnionOfFewFilmsOrManyHoldsEachOnceInOrder(rates: [Int]) {
        let lists = Self.lists(rates)
        let union = FilmSet.unionList(lists, filmCount: Self.filmCount)
        #expect(Array(union.films) == Set(lists.joined()).sorted())
    }

    @Test(arguments: [([3], [50]), ([900], [2, 5]), ([2], [40, 60]), ([7], [7])])
    func meetingOneAtATimeFindsWhatTheIntersectionFinds(one: [Int], others: [Int]) {
        let films = Self.lists(one)[0]
        let lists = Self.lists(others).map { $0.filter { $0 % 3 != 0 }[...] }
        let expected = Set(lists.flatMap { FilmSet.intersection([films, $0]) }).sorted()
        #expect(!expected.isEmpty)
        #expect(Array(FilmSet.Meeting(films, anyOf: lists)) == expected)
        // Stopping early reads only as far as it went, and what it read is the start.
        #expect(Array(FilmSet.Meeting(films, anyOf: lists).prefix(3)) == Array(expected.prefix(3)))
    }
}
