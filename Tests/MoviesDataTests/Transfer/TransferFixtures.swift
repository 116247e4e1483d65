import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Synchronization

final class Ticks: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}

/// A small source of films and the use cases an export and an import run on, over one store.
struct TransferFixtures {
    static let films: [Movie] = (1...8).map { number in
        Movie(
            id: Movie.ID(String(number)), title: "Film \(number)", overview: nil, posterPath: "/\(number).jpg",
            releaseDate: .day(year: 1970 + number, month: 5, day: 1), genres: ["Drama"], directors: ["Someone"],
            extras: Movie.Extras(imdbID: "tt\(1_000_000 + number)"))
    }

    let store: any MemberStore
    let movies = InMemoryMoviesRepository(movies: Self.films)
    /// A thread of this fixture's own for its imports, as a server has: tests running at once do not queue
    /// behind each other's.
    let threads = ImportThreads(count: 1)
    /// A clock that moves a second each time it is read: every watch is logged at a time of its own.
    let now: @Sendable () -> Date = {
        let ticks = Ticks()
        return { Date(timeIntervalSince1970: 1_900_000_000 + Double(ticks.next())) }
    }()

    var source: FilmSource { FilmSource(.catalog, movies: movies) }

    var diary: DiaryUseCase {
        DiaryUseCase(diary: store, films: source, saved: store, reviews: store, users: store, now: now)
    }

    var exports: ExportUseCase {
        ExportUseCase(
            users: store, diary: store, saved: store, reviews: store, tokens: store, lists: store, favourites: store,
            identifiers: DetailsFilmIdentifiers(movies: movies), source: .catalog, writer: ZipAccountArchiveWriter(),
            now: now)
    }

    var imports: ImportUseCase {
        ImportUseCase(
            reader: ExportFileReader(),
            matcher: FilmMatcher(movies: movies, identifiers: FixtureIdentifiers(), source: .catalog),
            films: source, diary: store, saved: store, reviews: store, lists: store, turns: store, choices: store,
            favourites: store, executor: threads, now: now)
    }

    static func film(_ number: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(number)))
    }

    static func day(_ text: String) throws -> CalendarDay { try CalendarDay(text) }

    /// A zip of `files` (path → text), as Letterboxd's export is.
    static func zip(_ files: [String: String]) throws -> Data {
        try ZipFixture.make(files.mapValues { Data($0.utf8) })
    }
}

/// The fixture films' IMDb ids both ways, as the catalog answers them.
struct FixtureIdentifiers: FilmIdentifiersRepository {
    func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        Dictionary(
            uniqueKeysWithValues: TransferFixtures.films.filter { films.contains($0.id) }.map {
                ($0.id, $0.extras.imdbID ?? "")
            })
    }

    func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
        Dictionary(
            uniqueKeysWithValues: TransferFixtures.films.compactMap { film in
                film.extras.imdbID.flatMap { ids.contains($0) ? ($0, film.id) : nil }
            })
    }
}
