import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct ReviewsUseCaseTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)), .fixture(id: "2", title: "Heat"),
    ])
    let alien = FilmReference(source: .catalog, movieID: Movie.ID("1"))

    var reviews: ReviewsUseCase {
        ReviewsUseCase(
            reviews: store, diary: store, opinions: store, users: store, follows: store,
            films: FilmSource(.catalog, movies: movies),
            now: clock.now)
    }
    var accounts: AccountsUseCase { AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()) }

    func person(_ name: String) async throws -> User {
        try await accounts.register(
            name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            password: try Password("long enough"))
    }

    func draft(_ rating: Int, _ text: String? = nil) throws -> ReviewDraft {
        try ReviewDraft(rating: rating, text: text, hasSpoilers: false)
    }

    @Test func aFilmsReviewsAreNewestFirstWithTheirAverage() async throws {
        let ana = try await person("ana")
        let bob = try await person("bob")
        _ = try await reviews.write(try draft(8, "Tense."), about: alien, by: ana.id)
        let written = try await reviews.write(try draft(5), about: alien, by: bob.id)
        #expect(written.film == Review.Film(reference: alien, title: "Alien", year: 1979, posterPath: "/1.jpg"))
        #expect(written.authorName.text == "bob" && written.edited == nil)
        let page = try await reviews.reviews(of: alien)
        #expect(page.items.map(\.authorName.text) == ["bob", "ana"])
        #expect(try await reviews.summary(of: alien) == ReviewSummary(count: 2, averageRating: 6.5))
        #expect(try await reviews.summary(of: alien).averageRating == 6.5)
    }

    @Test func writingAgainReplacesOnesReviewKeepingWhenItWasFirstWritten() async throws {
        let ana = try await person("ana")
        let first = try await reviews.write(try draft(4, "Slow."), about: alien, by: ana.id)
        let second = try await reviews.write(try draft(9, "Grew on me."), about: alien, by: ana.id)
        #expect(second.written == first.written && second.edited != nil)
        #expect(try await reviews.reviews(of: alien).items.map(\.content.text) == ["Grew on me."])
        #expect(try await reviews.summary(of: alien).count == 1)
    }

    @Test func deletingOnesReviewLeavesOthersReviews() async throws {
        let ana = try await person("ana")
        let bob = try await person("bob")
        _ = try await reviews.write(try draft(8), about: alien, by: ana.id)
        _ = try await reviews.write(try draft(6), about: alien, by: bob.id)
        #expect(try await reviews.delete(reviewOf: alien, by: ana.id))
        #expect(try await !reviews.delete(reviewOf: alien, by: ana.id))
        #expect(try await reviews.reviews(of: alien).items.map(\.authorName.text) == ["bob"])
        #expect(try await reviews.summary(of: FilmReference("catalog:2")) == .none)
    }

    @Test func aPersonsPageListsTheirReviewsByTheirNameInAnyCaseAndFollowsARename() async throws {
        let ana = try await person("ana")
        _ = try await reviews.write(try draft(8), about: alien, by: ana.id)
        _ = try await reviews.write(try draft(7), about: FilmReference("catalog:2"), by: ana.id)
        try await accounts.rename(ana.id, to: try UserName("Ana.M"))
        let (person, page) = try await reviews.reviews(byPersonNamed: try UserName("ANA.m"))
        #expect(person.id == ana.id)
        #expect(page.items.map(\.film.title) == ["Heat", "Alien"])
        #expect(page.items.allSatisfy { $0.authorName.text == "Ana.M" })
        await #expect(throws: AccountError.notFound) { try await reviews.reviews(byPersonNamed: try UserName("ana")) }
    }

    @Test func deletingAnAccountDeletesItsReviewsAndSavedFilms() async throws {
        let ana = try await person("ana")
        _ = try await reviews.write(try draft(8), about: alien, by: ana.id)
        let saved = SavedFilmsUseCase(
            saved: store, films: FilmSource(.catalog, movies: movies),
            posters: InMemoryPosterImagesRepository(images: ["/1.jpg": Data([1])]))
        try await saved.save(alien, for: ana.id)
        try await accounts.delete(ana.id)
        #expect(try await reviews.summary(of: alien) == .none)
        #expect(try await saved.list(for: ana.id).totalCount == 0)
        #expect(try await saved.savedPoster(of: alien, for: ana.id) == nil)
    }

    @Test func aFilmOfAnotherSourceCannotBeReviewed() async throws {
        let ana = try await person("ana")
        await #expect(throws: FilmUnavailable.self) {
            try await reviews.write(try draft(8), about: FilmReference("tmdb:1"), by: ana.id)
        }
    }
}
