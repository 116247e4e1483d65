import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport

/// Accounts, films and posters for the people contract tests.
enum MemberFixtures {
    static func user(_ name: String, joined: Date = Date(timeIntervalSince1970: 1_800_000_000)) throws -> User {
        User(
            id: .make(), name: try UserName(name), fullName: try FullName(given: name.capitalized, family: "Tester"),
            joined: joined)
    }

    /// Adds an account called `name` to `store`.
    static func add(_ name: String, to store: any MemberStore) async throws -> User {
        let user = try user(name)
        try await store.add(user, passwordHash: "hash of \(name)")
        return user
    }

    static func film(_ number: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(number)))
    }

    static func saved(_ number: Int, at seconds: Double) -> SavedFilm {
        let movie = Movie(
            id: Movie.ID(String(number)), title: "Film \(number)", overview: "About \(number).",
            posterPath: "/\(number).jpg", releaseDate: .day(year: 1970 + number, month: 5, day: 1),
            genres: ["Drama"], rating: Rating(average: 7.5, voteCount: 120, raters: .critics),
            directors: ["Someone"])
        return SavedFilm(film: film(number), movie: movie, savedAt: Date(timeIntervalSince1970: seconds))
    }

    static func poster(_ number: Int) -> PosterImage {
        PosterImage(data: Data("poster \(number)".utf8), mediaType: "image/jpeg", width: 342)
    }

    static func reviewed(_ number: Int) -> Review.Film {
        Review.Film(reference: film(number), title: "Film \(number)", year: 1970 + number)
    }
}
