import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport

/// Four friends with 5,000 rated watches each of the catalog's 6,000 best-known films, their diaries
/// public (so each is of a taste like the others' for For you): what For you and tonight's pick are
/// measured on. SQLite by default; PostgreSQL with `MOVIES_BENCH_STORE=postgres`.
final class TasteFixture: Sendable {
    static let shared = Task { try await TasteFixture() }
    static let watches = 5_000

    let store: any MoviesStore
    let members: [User.ID]
    let forYou: ForYouUseCase
    let pick: PickUseCase
    let storeName: String
    let catalog: CatalogMoviesRepository

    private init() async throws {
        let catalog = try await SearchFixture.shared.value.repository
        let settle: @Sendable () async throws -> Void
        (store, storeName, settle) = try await BenchmarkStore.make(folder: "movies-taste-bench")
        let movies = try await BenchmarkStore.popularMovies(6_000, of: catalog)
        var random = SplitMix64(seed: 55)
        var members: [User.ID] = []
        for name in ["ana", "bob", "cyd", "dee"] {
            let user = User(
                id: .make(), name: try UserName(name), fullName: try FullName(given: name, family: "Bench"),
                joined: Date(timeIntervalSince1970: 0))
            try await store.add(user, passwordHash: "unused")
            // Public diaries: For you reads what members of a like taste make of films from them.
            try await store.setPublic(true, for: user.id)
            members.append(user.id)
            // 5,000 of the 6,000 films, each rated 1 to 10.
            for film in movies.shuffled(using: &random).prefix(Self.watches) {
                let details = try WatchDetails(
                    day: nil, rating: Int(random.next() % 10) + 1, isRewatch: false, isLiked: false)
                try await store.add(
                    Watch(
                        id: .make(), member: user.id,
                        film: WatchedFilm(film, reference: FilmReference(source: .catalog, movieID: film.id)),
                        details: details, logged: Date(timeIntervalSince1970: 1_700_000_000)))
            }
        }
        for one in members {
            for other in members where other != one { _ = try await store.follow(other, by: one, at: Date()) }
        }
        try await settle()
        self.members = members
        self.catalog = catalog
        forYou = ForYouUseCase(diary: store, dismissed: store, recommendations: catalog, kindred: store)
        pick = PickUseCase(
            diary: store, saved: store, dismissed: store, recommendations: catalog, follows: store, users: store)
    }

    /// The first member's ratings, each film's latest.
    func ratings() async throws -> [FilmReference: Int] {
        try await store.diaryFilms(of: members[0]).ratings
    }

    /// Each member's taste as the pick reads it, and the films any of them watched.
    func tastes() async throws -> ([MemberTaste], Set<FilmReference>) {
        var (tastes, watched) = ([MemberTaste](), Set<FilmReference>())
        for member in members {
            let films = try await store.diaryFilms(of: member)
            tastes.append(MemberTaste(ratings: films.ratings, saved: []))
            watched.formUnion(films.watched)
        }
        return (tastes, watched)
    }
}
