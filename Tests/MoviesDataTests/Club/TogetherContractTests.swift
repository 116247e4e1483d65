import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// What every store promises about watching together: a watch names members, each named one is offered it
/// once, an answer is final, an accepting watch names the offer's member back, and offers go with a
/// deleted watch and across a block; the members named count in statistics.
@Suite struct TogetherContractTests {
    typealias Fixtures = MemberFixtures
    typealias Kind = DiaryContractTests.Kind

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test(arguments: Kind.available)
    func aNamedMemberIsOfferedTheWatchOnceAndTheWatchSaysWithWhom(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bo = try await Fixtures.add("bob", to: store)
            let cy = try await Fixtures.add("cyd", to: store)
            let heat = try DiaryContractTests.watch(1, by: ana, on: "2024-03-12", rating: 8, at: 100)
            try await store.add(heat)
            #expect(try await store.name([cy, bo], on: heat.id, of: ana.id, at: Self.at(200)))
            #expect(try await store.watch(heat.id, of: ana.id)?.companions == ["bob", "cyd"])
            #expect(try await !store.name([bo], on: heat.id, of: bo.id, at: Self.at(200)), "not bo's watch")

            let offers = try await store.offers(to: bo.id)
            #expect(offers.map(\.id) == [heat.id] && offers.first?.fromName == "ana")
            #expect(offers.first?.film.title == "Film 1" && offers.first?.day?.description == "2024-03-12")
            #expect(offers.first?.offered == Self.at(200))

            // Named again: bo keeps his offer as it was, cy is no longer named.
            #expect(try await store.name([bo], on: heat.id, of: ana.id, at: Self.at(300)))
            #expect(try await store.offers(to: bo.id).first?.offered == Self.at(200))
            #expect(try await store.offers(to: cy.id).isEmpty)
            #expect(try await store.watch(heat.id, of: ana.id)?.companions == ["bob"])

            let his = try DiaryContractTests.watch(1, by: bo, on: "2024-03-12", rating: 6, at: 400)
            try await store.add(his)
            #expect(try await store.answer(heat.id, for: bo.id, accepted: his.id, at: Self.at(400)))
            #expect(try await !store.answer(heat.id, for: bo.id, accepted: nil, at: Self.at(401)), "answered once")
            #expect(try await store.offers(to: bo.id).isEmpty)
            #expect(try await store.offers(to: ana.id).isEmpty, "naming back offers nothing")
            #expect(try await store.watch(his.id, of: bo.id)?.companions == ["ana"])
        }
    }

    /// A dismissed offer is final: left off the watch and named on it again, the member is named and not
    /// offered it again (nor is one who accepted it).
    @Test(arguments: Kind.available)
    func anAnsweredOfferIsNotMadeAgainByNamingTheMemberAgain(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bo = try await Fixtures.add("bob", to: store)
            let heat = try DiaryContractTests.watch(1, by: ana, on: "2024-03-12", at: 100)
            try await store.add(heat)
            _ = try await store.name([bo], on: heat.id, of: ana.id, at: Self.at(200))
            #expect(try await store.answer(heat.id, for: bo.id, accepted: nil, at: Self.at(210)))
            #expect(try await store.name([], on: heat.id, of: ana.id, at: Self.at(300)))
            #expect(try await store.watch(heat.id, of: ana.id)?.companions == [])
            #expect(try await store.name([bo], on: heat.id, of: ana.id, at: Self.at(400)))
            #expect(try await store.watch(heat.id, of: ana.id)?.companions == ["bob"], "named again")
            #expect(try await store.offers(to: bo.id).isEmpty, "and not offered it again")
            #expect(try await !store.answer(heat.id, for: bo.id, accepted: nil, at: Self.at(410)))
        }
    }

    @Test(arguments: Kind.available)
    func offersGoWithTheWatchAndAcrossABlockAndCanBeDismissed(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bo = try await Fixtures.add("bob", to: store)
            let one = try DiaryContractTests.watch(1, by: ana, on: "2024-03-12", at: 100)
            let two = try DiaryContractTests.watch(2, by: ana, on: "2024-03-13", at: 110)
            let three = try DiaryContractTests.watch(3, by: ana, on: "2024-03-14", at: 120)
            for watch in [one, two, three] {
                try await store.add(watch)
                _ = try await store.name([bo], on: watch.id, of: ana.id, at: watch.logged)
            }
            #expect(try await store.offers(to: bo.id).map(\.id) == [three.id, two.id, one.id])
            #expect(try await store.answer(two.id, for: bo.id, accepted: nil, at: Self.at(500)))
            _ = try await store.delete(three.id, of: ana.id)
            #expect(try await store.offers(to: bo.id).map(\.id) == [one.id])
            #expect(try await !store.answer(three.id, for: bo.id, accepted: nil, at: Self.at(501)), "deleted")

            #expect(try await store.block(ana.id, by: bo.id, at: Self.at(600)))
            #expect(try await store.offers(to: bo.id).isEmpty)
            _ = try await store.unblock(ana.id, by: bo.id)
            #expect(try await store.offers(to: bo.id).map(\.id) == [one.id])
        }
    }

    @Test(arguments: Kind.available)
    func statisticsCountTheMembersWatchedWithMostOfThePeriod(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let ana = try await Fixtures.add("ana", to: store)
            let bo = try await Fixtures.add("bob", to: store)
            let cy = try await Fixtures.add("cyd", to: store)
            let watches = [
                (1, "2023-05-01", [bo]), (2, "2024-01-02", [bo, cy]), (3, "2024-02-03", [cy]),
                (4, "2024-03-04", [cy]), (5, nil, [bo]),
            ]
            for (film, day, named) in watches {
                let watch = try DiaryContractTests.watch(film, by: ana, on: day, at: Double(film))
                try await store.add(watch)
                _ = try await store.name(named, on: watch.id, of: ana.id, at: Self.at(Double(film)))
            }
            let year = try await store.statistics(of: ana.id, year: 2024).watchedWith
            #expect(year.map(\.key) == ["cyd", "bob"] && year.map(\.count) == [3, 1])
            let all = try await store.statistics(of: ana.id, year: nil).watchedWith
            #expect(all.map(\.key) == ["bob", "cyd"] && all.map(\.count) == [3, 3], "a tie by name")
            #expect(try await store.statistics(of: bo.id, year: nil).watchedWith.isEmpty)
        }
    }
}
