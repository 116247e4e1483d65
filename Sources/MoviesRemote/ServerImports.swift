import Foundation
import MoviesData
public import MoviesDomain

/// An import run whole by the member's server (`POST /api/imports`): the file goes once, as the web's
/// form sends it, and the server reads, matches and writes it. A folder is packed into a zip first.
public struct ServerImports: ServerSideImports {
    /// How long an import may take on the server, from the first byte sent to the answer.
    static let deadline = Duration.seconds(600)

    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client.withDeadline(Self.deadline)
    }

    public func run(
        _ upload: ImportUpload, choices: [String: String], dryRun: Bool
    ) async throws -> (summary: ImportSummary, outcome: ImportOutcome?) {
        var form = MultipartForm()
        switch upload {
        case .file(let bytes, let name): form.add("file", file: bytes, named: name)
        case .folder(let files): form.add("file", file: try ZipFolder.zipped(files), named: "export.zip")
        }
        if !choices.isEmpty { form.add("choices", String(decoding: try JSONEncoder().encode(choices), as: UTF8.self)) }
        if dryRun { form.add("dryRun", "true") }
        let answer: ServerImportDTO = try await client.post("api/imports", form: form)
        return answer.toDomain()
    }
}
