import Foundation
import MoviesComposition
import Testing

/// The kept tokens: each with the member it acts for, and a file written before the member was kept still
/// read, its tokens whole.
@Suite struct ServerCredentialsTests {
    static func credentials(holding json: String?) throws -> ServerCredentials {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("credentials-\(UUID().uuidString)")
        let credentials = ServerCredentials(environment: ["XDG_CONFIG_HOME": config.path])
        let folder = credentials.file.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if let json {
            try Data(json.utf8).write(to: credentials.file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: credentials.file.path)
        }
        return credentials
    }

    @Test func aTokenIsKeptWithTheMemberItActsFor() throws {
        let credentials = try Self.credentials(holding: nil)
        let server = try #require(URL(string: "https://movies.example/"))
        #expect(try credentials.keep("s3cret", member: "m-1", for: server) == nil)
        #expect(try credentials.token(for: server) == "s3cret" && credentials.member(for: server) == "m-1")
        #expect(try credentials.keep("n3w", member: "m-1", for: server) == "s3cret", "the token it replaces")
    }

    @Test func aFileOfTokensAloneIsStillRead() throws {
        let credentials = try Self.credentials(holding: #"{"https://movies.example": "0ld"}"#)
        let server = try #require(URL(string: "https://movies.example"))
        #expect(try credentials.token(for: server) == "0ld")
        #expect(try credentials.member(for: server) == nil, "asked of the server, then")
        #expect(try credentials.servers().map(\.token) == ["0ld"])
    }
}
