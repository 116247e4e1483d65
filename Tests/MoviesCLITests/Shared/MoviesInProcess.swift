import Foundation
import MoviesCLI
import MoviesComposition
import MoviesData
import MoviesPresentation
import MoviesSQLite
import MoviesTestSupport

/// Runs `movies` commands in this process, as the executable would, over a graph of the test's own: the
/// catalog (imported once per test process, and read by every run) with everything a member writes in
/// memory. The commands of one value share that memory, as the runs of `movies` share a database.
struct MoviesInProcess {
    private static let catalog = Task<SQLiteStore, any Error> {
        let url = try MoviesBinary.temporaryDirectory().appendingPathComponent("catalog.sqlite")
        _ = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        return try SQLiteStore.open(at: url, maximumReaders: 4)
    }

    let container: AppContainer
    /// What the commands read for `MOVIES_DATABASE`: `backup` and `restore` act on that file, never on
    /// the database of whoever runs the tests.
    var environment: [String: String] = [:]

    /// A fresh local profile over the catalog, with an empty database file of its own in `folder` for
    /// `backup` and `restore`.
    static func make(databaseIn folder: URL) async throws -> MoviesInProcess {
        let file = folder.appendingPathComponent("the-database.sqlite")
        _ = try SQLiteStore.open(at: file, maximumReaders: 1)
        var movies = try await make()
        movies.environment = ["MOVIES_DATABASE": file.path]
        return movies
    }

    /// A fresh local profile over the catalog; `members`: where what members write is kept, for a test
    /// that adds members of its own.
    static func make(members: InMemoryMemberStore = InMemoryMemberStore()) async throws -> MoviesInProcess {
        let catalog = try await catalog.value
        let addedFilms = InMemoryAddedFilms(members: members)
        let added = AddedFilmsIndexCache(store: addedFilms)
        let movies = CatalogMoviesRepository(store: catalog, added: added)
        let searches = InMemoryRecentSearches()
        return MoviesInProcess(
            container: AppContainer(
                movies: movies, discovery: movies,
                posters: SVGPosterImagesRepository(store: catalog) { PosterArtwork(film: $0).svg(width: $1) },
                recentQueries: { InMemoryRecentSearchesOfOwner(searches, owner: $0) }, members: members,
                hasher: BcryptPasswordHasher(cost: 4), source: .catalog,
                identifiers: IdentifiersWithAddedFilms(base: movies, added: added),
                addedFilms: IndexingAddedFilmsRepository(base: addedFilms, index: added), recommendations: movies))
    }

    /// Runs `movies` with `arguments` to the end. `input`: what standard input holds; `terminal`: whether a
    /// person is at the console.
    func run(_ arguments: [String], input: String = "", terminal: Bool = false) async throws -> MoviesBinary.Output {
        let console = RecordedConsole(input: input, terminal: terminal)
        let status = await MoviesCommandLine.run(
            arguments, in: CommandContext(console: console, container: container, environment: environment))
        return MoviesBinary.Output(status: status, stdout: console.output, stderr: console.error)
    }
}
