import Foundation
import MoviesSearch
import Testing

@testable import MoviesData

/// `Benchmarks/taste-members.tsv`: three film lovers' ratings written from film history (a lover of
/// classic thrillers, 4 to 10; a generous fan of blockbusters, 6 to 10; a harsh critic of art films, 2 to 9).
/// What For you says each will likely give is on their own scale: the twenty films picked are not all
/// their highest, never past the ratings they give; and a rating of theirs held out is foretold closer than
/// their own average foretells it, moving with their ratings rather than sitting at their average.
@Suite struct TastePredictionTests {
    struct Member {
        let name: String
        let ratings: [TasteRating]
    }

    static let members = Task {
        let ids = Dictionary(
            try CatalogResource.bundled.load().lines()
                .compactMap { try? JSONDecoder().decode(CatalogListingDTO.self, from: $0) }
                .map { ("\($0.title)|\($0.released?.prefix(4) ?? "")", $0.id) }
        ) { first, _ in first }
        let rows = try WrittenSet.rows("taste-members.tsv")
        let ratings = try rows.map { row in
            let id = try #require(ids["\(row[1])|\(row[2])"], "\(row[1]) (\(row[2])) is not in the catalog")
            return (row[0], TasteRating(film: id, rating: Int(row[3]) ?? 0))
        }
        return Dictionary(grouping: ratings, by: \.0).map { Member(name: $0.key, ratings: $0.value.map(\.1)) }
            .sorted { $0.name < $1.name }
    }

    static let index = Task {
        try await CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value).currentSnapshot()
            .indexes
    }

    @Test func forYouSaysRatingsOnEachMembersOwnScale() async throws {
        let index = try await Self.index.value
        for member in try await Self.members.value {
            let given = member.ratings.map(\.rating)
            let picks = index.forYou(from: member.ratings, excluding: [], limit: 20)
            let said = picks.map { Int($0.predicted.rounded()) }
            print("For you to \(member.name) (rates \(given.min()!) to \(given.max()!)): \(said)")
            #expect(picks.count == 20)
            #expect(said.allSatisfy { (given.min()!...given.max()!).contains($0) }, "\(member.name): \(said)")
            #expect(said.contains { $0 < given.max()! }, "\(member.name) is told their highest for every film")
        }
    }

    /// Each member's ratings in five parts, each foretold from the other four.
    @Test func aHeldOutRatingIsForetoldCloserThanTheMembersAverage() async throws {
        let index = try await Self.index.value
        var (foretold, average, count) = (0.0, 0.0, 0)
        var (guesses, givens) = ([Double](), [Double]())
        func spreadOf(_ values: [Double]) -> Double {
            let mean = values.reduce(0, +) / Double(values.count)
            return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
        }
        for member in try await Self.members.value {
            for part in 0..<5 {
                let held = member.ratings.indices.filter { $0 % 5 == part }.map { member.ratings[$0] }
                let kept = member.ratings.indices.filter { $0 % 5 != part }.map { member.ratings[$0] }
                let mean = Double(kept.map(\.rating).reduce(0, +)) / Double(kept.count)
                let likely = index.likelyRatings(from: kept, of: held.map(\.film))
                for (rating, guess) in zip(held, likely) {
                    let guess = try #require(guess)
                    foretold += abs(guess - Double(rating.rating))
                    guesses.append(guess - mean)
                    givens.append(Double(rating.rating) - mean)
                    average += abs(mean - Double(rating.rating))
                    count += 1
                }
            }
        }
        let (error, baseline) = (foretold / Double(count), average / Double(count))
        let (foretoldSpread, givenSpread) = (spreadOf(guesses), spreadOf(givens))
        print(
            "held-out ratings (\(count)): foretold off by \(String(format: "%.2f", error)) on average, the member's average off by \(String(format: "%.2f", baseline)); spread \(String(format: "%.2f", foretoldSpread)) where the ratings spread \(String(format: "%.2f", givenSpread))"
        )
        #expect(error < baseline * 0.9)
        #expect(foretoldSpread >= givenSpread * 0.4, "foretold ratings that hardly move are the average again")
    }
}
