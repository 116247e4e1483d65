import Foundation
import MoviesData
import MoviesDomain
import MoviesRemote

/// Export and import: a member's whole data as one file, and histories brought from other sites, matched
/// against this source's films. Over a store, imports run here (in the background, as jobs any server of
/// the database shows); over a server, the server runs each from one upload.
struct TransferRoom: Sendable {
    /// A member's whole data as one file: made here from the store, or by the server.
    let exports: any AccountArchives
    let imports: ImportUseCase
    /// Over a server, imports it runs whole from one upload; over a store, none.
    let serverImports: (any ServerSideImports)?
    /// Over a store, imports written in the background and kept there; over a server, none.
    let importJobs: ImportJobsUseCase?

    init(_ parts: RoomParts, films: FilmsRoom, exports: any AccountArchives, jobs: ImportJobsParts) {
        self.exports = exports
        serverImports = parts.server.map { ServerImports(client: $0) }
        imports = ImportUseCase(
            reader: ExportFileReader(),
            matcher: FilmMatcher(
                movies: parts.unrememberedMovies, identifiers: parts.identifiers, source: parts.filmSource),
            films: parts.films, diary: parts.diary, saved: parts.members, reviews: parts.members, lists: parts.lists,
            turns: jobs.turns, choices: jobs.choices, favourites: parts.favourites, adding: films.addFilm,
            executor: AppContainer.importThreads)
        importJobs = jobs.jobs.map { [imports] in
            ImportJobsUseCase(imports: imports, jobs: $0, staleAfter: jobs.takeover)
        }
    }
}

/// Where a store keeps its imports' turns, choices and jobs, and how long a job may go unseen before
/// another server takes it over.
struct ImportJobsParts: Sendable {
    var turns: (any ImportTurnsRepository)?
    var choices: (any ImportChoicesRepository)?
    var jobs: (any ImportJobsRepository)?
    var takeover: TimeInterval = 30
}

extension AppContainer {
    var exports: any AccountArchives { transferRoom.exports }
    var imports: ImportUseCase { transferRoom.imports }
    var serverImports: (any ServerSideImports)? { transferRoom.serverImports }
    var importJobs: ImportJobsUseCase? { transferRoom.importJobs }
}
