import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct FilmScreenTests {
    static let films: [Movie] = [
        Movie(id: Movie.ID("1"), title: "Heat", releaseDate: .year(1995), genres: ["Crime"]),
        Movie(id: Movie.ID("2"), title: "Thief", releaseDate: .year(1981), genres: ["Crime"]),
        Movie(id: Movie.ID("3"), title: "Airplane!", releaseDate: .year(1980), genres: ["Comedy"]),
        Movie(id: Movie.ID("300"), title: "300", releaseDate: .year(2006), genres: ["Action"]),
    ]

    @Test func aFilmShowsItsDetailsWhetherTheMemberSavedItItsReviewsAndFilmsLikeIt() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await shelf.savedFilms.save(shelf.film("1"), for: shelf.ana)
        let mine = try await shelf.reviews.write(
            try ReviewDraft(rating: 8, text: "Tense.", hasSpoilers: false), about: shelf.film("1"), by: shelf.ana)
        let screen = shelf.film(.id(Movie.ID("1")), member: shelf.ana, strings: .spanish)
        await screen.didLoad()
        let state = await screen.state
        #expect(state.failure == nil && state.details?.title == "Heat" && state.details?.releaseText == "1995")
        #expect(state.isSaved && state.film == shelf.film("1"))
        #expect(state.reviews?.own == mine && state.reviews?.content?.items.map(\.text) == ["Tense."])
        #expect(state.similar.map(\.title) == ["Thief"] && state.series.isEmpty)
        #expect(state.rows.map(\.title) == [Strings.spanish.discover.moreLikeThis])
    }

    @Test func nobodySignedInSeesItUnsavedWithNoReviewOfTheirOwn() async throws {
        let shelf = try await Shelf(Self.films)
        _ = try await shelf.savedFilms.save(shelf.film("1"), for: shelf.ana)
        let screen = shelf.film(.id(Movie.ID("1")))
        await screen.didLoad()
        let state = await screen.state
        #expect(!state.isSaved && state.reviews?.own == nil)
        #expect(state.reviews?.content?.summaryText == Strings.english.members.noReviews)
    }

    @Test func typedWordsOpenTheFilmASearchRanksFirstAndDigitsAreAnIdFirst() async throws {
        let shelf = try await Shelf(Self.films)
        let byTitle = shelf.film(.idOrTitle("airplane"))
        await byTitle.didLoadDetails()
        #expect(await byTitle.state.movie?.id == Movie.ID("3"))
        let byID = shelf.film(.idOrTitle("2"))
        await byID.didLoadDetails()
        #expect(await byID.state.movie?.title == "Thief")
        let titleOfDigits = shelf.film(.idOrTitle("300"))
        await titleOfDigits.didLoadDetails()
        #expect(await titleOfDigits.state.movie?.title == "300")
    }

    @Test func anUnknownFilmIsNotFoundInTheScreensLanguage() async throws {
        let screen = try await Shelf(Self.films).film(.id(Movie.ID("404")), strings: .korean)
        await screen.didLoad()
        let state = await screen.state
        #expect(state.details == nil && state.failure?.kind == .notFound)
        #expect(state.failure?.message == Strings.korean.movieNotFound)
        let tooLong = try await Shelf(Self.films).film(.id(Movie.ID(String(repeating: "9", count: 65))))
        await tooLong.didLoadDetails()
        #expect(await tooLong.state.failure?.kind == .notFound)
    }

    @Test func aMemberWritesEditsAndDeletesTheirReview() async throws {
        let shelf = try await Shelf(Self.films)
        let reviews = FilmReviewsViewModel(film: shelf.film("2"), reviews: shelf.reviews, member: shelf.ana)
        await reviews.didWrite(try ReviewDraft(rating: 6, text: "Cool.", hasSpoilers: false))
        #expect(await reviews.state.written?.content.rating == 6)
        await reviews.didWrite(try ReviewDraft(rating: 9, text: nil, hasSpoilers: false))
        await reviews.didLoad()
        var state = await reviews.state
        #expect(state.own?.content.rating == 9 && state.content?.summary.count == 1 && state.written == nil)
        await reviews.didDelete()
        #expect(await reviews.state.deleted == true)
        await reviews.didDelete()
        state = await reviews.state
        #expect(state.deleted == false && state.own == nil && state.failure == nil)
    }

    @Test func nobodySignedInCannotWriteAndAFilmOfNoSourceIsAFailure() async throws {
        let shelf = try await Shelf(Self.films)
        let anonymous = FilmReviewsViewModel(film: shelf.film("2"), reviews: shelf.reviews, member: nil)
        await anonymous.didWrite(try ReviewDraft(rating: 6, text: nil, hasSpoilers: false))
        #expect(try await shelf.reviews.summary(of: shelf.film("2")).count == 0)
        let missing = FilmReviewsViewModel(film: shelf.film("404"), reviews: shelf.reviews, member: shelf.ana)
        await missing.didWrite(try ReviewDraft(rating: 6, text: nil, hasSpoilers: false))
        #expect(await missing.state.failure?.kind == .notFound)
        let otherSource = FilmReference(source: .tmdb, movieID: Movie.ID("2"))
        let elsewhere = FilmReviewsViewModel(film: otherSource, reviews: shelf.reviews, member: shelf.ana)
        await elsewhere.didWrite(try ReviewDraft(rating: 6, text: nil, hasSpoilers: false))
        #expect(await elsewhere.state.failure?.code == "film_unavailable")
    }

    @Test func membersRatingsAreCountedBesideTheSourcesAndAReviewIsLikedOnce() async throws {
        let shelf = try await Shelf(Self.films)
        let bob = User.ID("bob")
        try await shelf.store.add(
            User(id: bob, name: try UserName("bob"), fullName: try FullName(given: "Bob", family: "Lee"), joined: .now),
            passwordHash: "")
        // Members' ratings count public diaries only.
        for member in [shelf.ana, bob] { try await shelf.store.setPublic(true, for: member) }
        let byAna = FilmReviewsViewModel(film: shelf.film("2"), reviews: shelf.reviews, member: shelf.ana)
        await byAna.didWrite(try ReviewDraft(rating: 9, text: "Yes.", hasSpoilers: false))
        let byBob = FilmReviewsViewModel(film: shelf.film("2"), reviews: shelf.reviews, member: bob)
        await byBob.didWrite(try ReviewDraft(rating: 6, text: nil, hasSpoilers: false))

        await byBob.didLike(authorNamed: "ana")
        var state = await byBob.state
        #expect(state.likeChanged == true && state.failure == nil)
        let ratings = try #require(state.content?.ratings)
        #expect(ratings.membersText == "Members 7.5/10 · 2 ratings")
        #expect(ratings.bars.map(\.count) == [0, 0, 0, 0, 0, 1, 0, 0, 1, 0])
        #expect(ratings.bars[8].share == 1 && ratings.bars[8].accessibleText == "★★★★½: 1 member")
        let first = try #require(state.content?.items.first)
        #expect(first.authorName == "ana" && first.isLiked && first.likesText == "1 member found this helpful")

        await byAna.didLike(authorNamed: "ana")
        #expect(await byAna.state.failure?.code == "own_review", "one's own review is not one's to like")
        await byBob.didLike(authorNamed: "ana", false)
        state = await byBob.state
        #expect(state.likeChanged == true && state.content?.items.first?.isLiked == false)
        await byBob.didLike(authorNamed: "ana", false)
        #expect(await byBob.state.likeChanged == false, "there was no like to take back")
        let spanish = FilmReviewsViewModel(
            film: shelf.film("2"), reviews: shelf.reviews, member: nil, strings: .spanish)
        await spanish.didLoad()
        #expect(await spanish.state.content?.ratings.membersText == "Miembros 7.5/10 · 2 valoraciones")
        let rated = { (raters: Rating.Raters, count: Int) in
            Movie(
                id: Movie.ID("9"), title: "Rated", overview: "", posterPath: nil, releaseDate: .unknown,
                genres: [], rating: Rating(average: 8.66, voteCount: count, raters: raters))
        }
        #expect(MemberRatingsContent.sourceText(of: rated(.critics, 206)) == "Critics 8.7/10 · 206 reviews")
        #expect(MemberRatingsContent.sourceText(of: rated(.audience, 1204)) == "TMDB users 8.7/10 · 1,204 votes")
    }
}
