import Foundation
import MoviesAPI
import MoviesData
public import MoviesDomain
import NIOHTTP1

/// An import run whole by the member's server (`POST /api/imports`): the file goes once, as the web's
/// form sends it, and the server reads and matches it, then writes it in the background while this
/// follows it (`GET /api/imports/{id}`). A folder is packed into a zip first.
public struct ServerImports: ServerSideImports {
    /// How long the upload may take, from the first byte sent to the server's answer (read and matched).
    static let deadline = Duration.seconds(600)
    /// How often a running import is asked how far it has come.
    static let poll = Duration.milliseconds(250)

    private let client: MoviesServerClient
    private let uploads: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
        self.uploads = client.withDeadline(Self.deadline)
    }

    public func run(
        _ upload: ImportUpload, choices: [String: String], dryRun: Bool, dayOrder: DayOrder?,
        progress: @escaping @Sendable (ImportProgress) async -> Void
    ) async throws -> (summary: ImportSummary, outcome: ImportOutcome?) {
        var form = MultipartForm()
        switch upload {
        case .file(let bytes, let name): form.add("file", file: bytes, named: name)
        case .folder(let files): form.add("file", file: try ZipFolder.zipped(files), named: "export.zip")
        }
        if !choices.isEmpty { form.add("choices", String(decoding: try JSONEncoder().encode(choices), as: UTF8.self)) }
        if dryRun { form.add("dryRun", "true") }
        if let dayOrder { form.add("dates", dayOrder.rawValue) }
        let answer: ServerImportDTO = try await uploads.post(.make(.importHistory), form: form)
        let ended = try await following(answer, progress: progress)
        if ended.state == "failed" {
            throw ServerImportFailed(server: client.name, reason: ended.failure ?? "an error on the server")
        }
        return ended.toDomain()
    }

    /// The job asked after until it ends. Cancelled (Ctrl-C), the server is asked to stop it between two
    /// batches, and the job is followed to its end all the same: what was written is said.
    private func following(
        _ begun: ServerImportDTO, progress: @escaping @Sendable (ImportProgress) async -> Void
    ) async throws -> ServerImportDTO {
        guard let id = begun.id, begun.isRunning else { return begun }
        let client = client
        do {
            return try await Self.followed(begun, id: id, client: client, progress: progress)
        } catch  where Task.isCancelled {
            return try await Task.detached {
                let stopping: ServerImportDTO = try client.decode(try await client.send(.make(.stopImport, id)))
                return try await Self.followed(stopping, id: id, client: client, progress: progress)
            }.value
        }
    }

    /// `job` asked after until it has ended, its progress told each time.
    private static func followed(
        _ job: ServerImportDTO, id: String, client: MoviesServerClient,
        progress: @Sendable (ImportProgress) async -> Void
    ) async throws -> ServerImportDTO {
        var job = job
        while true {
            if let now = job.progress { await progress(ImportProgress(done: now.done, total: now.total)) }
            guard job.isRunning else { return job }
            try await Task.sleep(for: poll)
            job = try await client.get(.make(.getImport, id))
        }
    }
}

/// An import the server began and could not finish: what it wrote stays, and importing the file again
/// adds the rest.
struct ServerImportFailed: Error, CustomStringConvertible {
    let server: String
    let reason: String

    var description: String { "the import stopped on \(server): \(reason); what it wrote stays" }
}
