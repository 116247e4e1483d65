import Foundation
import MoviesTestSupport
import Testing

@testable import MoviesData

/// For you and tonight's pick measured as BENCHMARKS.md says (``TasteEvaluation``), held to what a user
/// would notice: each finds clearly more of the members' held-out well-rated films than the most popular
/// films or the films like the last one watched, and the pick spares its least happy member.
@Suite struct TasteEvaluationTests {
    /// The catalog's films read from its file, as its pages tell them (the benchmark reads the pages).
    static let evaluation = Task {
        let films = try CatalogResource.bundled.load().lines()
            .compactMap { try? JSONDecoder().decode(CatalogListingDTO.self, from: $0) }
            .sorted { ($0.reviews ?? 0, $1.id) > ($1.reviews ?? 0, $0.id) }
            .compactMap { dto in
                dto.released.flatMap { Int($0.prefix(4)) }.map {
                    SyntheticMembers.Film(
                        id: dto.id, year: $0, genres: Set(dto.genres ?? []), directors: dto.directors ?? [])
                }
            }
        return try await TasteEvaluation(
            catalog: CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value), films: films)
    }

    @Test func forYouFindsMoreHeldOutFilmsThanPopularityOrTheLastFilmsLikes() async throws {
        let outcome = try await Self.evaluation.value.forYou()
        let (forYou, popular, alike) = (outcome.chosen.heldOut, outcome.popular.heldOut, outcome.alike.heldOut)
        print("held-out share in the first 20: For you \(forYou), most popular \(popular), like the last \(alike)")
        #expect(forYou > popular * 1.5 && forYou > alike * 1.5)
    }

    @Test func thePickFindsHeldOutFilmsAndSparesTheLeastHappyMember() async throws {
        let outcome = try await Self.evaluation.value.pick()
        let (pick, popular, alike) = (outcome.chosen, outcome.popular, outcome.alike)
        for (name, tally) in [("pick", pick), ("most popular", popular), ("like the last", alike)] {
            print(
                "\(name): held-out share \(tally.heldOut), least happy member's taste \(tally.least),"
                    + " hated by one \(tally.hated), the group's taste \(tally.group)")
        }
        #expect(pick.heldOut > popular.heldOut * 1.5 && pick.heldOut > alike.heldOut * 1.5)
        #expect(pick.least >= popular.least && pick.least >= alike.least)
        #expect(pick.hated <= popular.hated && pick.hated <= alike.hated)
    }

    @Test func membersOfALikeTasteHelpForYouFindMore() async throws {
        let (alone, club) = try await Self.evaluation.value.forYouInClub()
        print(
            "held-out share in the first 20, in a club of 8 tastes: alone \(alone.heldOut), with the club \(club.heldOut)"
        )
        #expect(club.heldOut > alone.heldOut)
    }
}
