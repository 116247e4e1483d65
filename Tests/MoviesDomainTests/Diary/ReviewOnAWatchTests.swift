import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// A review belongs to a watch: logged with one it is that watch's, written alone it goes on the newest
/// watch (or a watch of no known day), and a reviewed watch keeps its rating.
@Suite struct ReviewOnAWatchTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()
    let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Alien", releaseDate: .year(1979))])
    let alien = FilmReference(source: .catalog, movieID: Movie.ID("1"))

    var films: FilmSource { FilmSource(.catalog, movies: movies) }
    var diary: DiaryUseCase {
        DiaryUseCase(diary: store, films: films, saved: store, reviews: store, users: store, now: clock.now)
    }
    var reviews: ReviewsUseCase {
        ReviewsUseCase(
            reviews: store, diary: store, opinions: store, users: store, follows: store, films: films, now: clock.now)
    }

    func member() async throws -> User {
        let user = User(
            id: .make(), name: try UserName("ana"), fullName: try FullName(given: "Ana", family: "Test"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(user, passwordHash: "x")
        return user
    }

    @Test func aReviewLoggedWithAWatchIsThatWatchsAndShowsItsDay() async throws {
        let ana = try await member()
        let logged = try await diary.log(
            WatchDraft(day: try CalendarDay("2024-03-12"), rating: 10, review: .init(text: "Perfect.")), of: alien,
            by: ana.id)
        #expect(logged.watch.review?.text == "Perfect." && logged.review?.watch == logged.watch.id)
        #expect(try logged.review?.day == CalendarDay("2024-03-12") && logged.review?.content.rating == 10)
        let rewatch = try await diary.log(
            WatchDraft(day: try CalendarDay("2025-01-01"), rating: 9), of: alien, by: ana.id)
        #expect(try await diary.summary(of: alien, for: ana.id).rating == 9, "the latest rated watch's")
        #expect(try await reviews.review(of: alien, by: ana.id)?.content.rating == 10, "the review's watch's")
        let written = try await reviews.write(
            try ReviewDraft(rating: 9, text: "Still.", hasSpoilers: false), about: alien, by: ana.id)
        #expect(written.watch == rewatch.watch.id, "a review written alone goes on the newest watch")
    }

    @Test func aReviewOfAFilmNotInTheDiaryIsAWatchOfNoDay() async throws {
        let ana = try await member()
        let written = try await reviews.write(
            try ReviewDraft(rating: 7, text: "Good.", hasSpoilers: false), about: alien, by: ana.id)
        let watches = try await diary.diary(of: ana.id).items
        #expect(watches.map(\.id) == [written.watch] && watches.first?.details.day == nil)
        #expect(watches.first?.details.rating == 7 && written.day == nil)
    }

    @Test func aReviewedWatchKeepsARating() async throws {
        let ana = try await member()
        let logged = try await diary.log(
            WatchDraft(day: nil, rating: 6, review: .init(text: "Fine.")), of: alien, by: ana.id)
        let unrated = try WatchDetails(day: nil, rating: nil, isRewatch: false, isLiked: true)
        await #expect(throws: WatchError.reviewWithoutRating) {
            try await diary.edit(logged.watch.id, by: ana.id, to: unrated)
        }
        let liked = try WatchDetails(day: nil, rating: 7, isRewatch: false, isLiked: true)
        #expect(try await diary.edit(logged.watch.id, by: ana.id, to: liked).review?.text == "Fine.")
    }
}
