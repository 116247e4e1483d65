import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `servers.json`, where `movies login` keeps its tokens: never through a link, never in a file or folder
/// others may write, never overwritten when it cannot be read, and no token left live behind.
@Suite(.serialized) struct CLITokenFileTests {
    struct Member {
        let server: ServerProcess
        let url: String
        let cookie: String

        /// How many tokens the member has on the server.
        func tokens() async throws -> Int {
            let listed = try await server.get("/api/tokens", headers: [("Cookie", cookie)])
            return listed.body.matches(of: /"id":/).count
        }
    }

    static func member() async throws -> Member {
        let directory = try MoviesBinary.temporaryDirectory()
        let server = try await ServerProcess(
            arguments: ["--database", directory.appendingPathComponent("server.sqlite").path],
            environment: ["MOVIES_PASSWORD_COST": "4"])
        let signedUp = try await server.send(
            .POST, "/api/users",
            json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
        let cookie = try #require(signedUp.setCookie?.split(separator: ";").first.map(String.init))
        return Member(server: server, url: "http://127.0.0.1:\(server.port)", cookie: cookie)
    }

    /// A config folder with its `movies` folder made as `movies login` makes it (0700).
    static func configFolder() throws -> (config: URL, folder: URL) {
        let config = try MoviesBinary.temporaryDirectory()
        let folder = config.appendingPathComponent("movies")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        return (config, folder)
    }

    @Test func loginKeepsOneTokenLiveAndAuthStatusSaysWhose() async throws {
        let member = try await Self.member()
        defer { Task { await member.server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let config = try MoviesBinary.temporaryDirectory()
        let environment = ["XDG_CONFIG_HOME": config.path]
        for _ in 0..<3 {
            let login = try await movies.run(
                ["login", "--name", "ana", "--server", member.url], environment: environment, input: "long enough\n")
            #expect(login.status == 0, "\(login.stderr)")
        }
        #expect(try await member.tokens() == 1, "each login revokes the token it replaces")
        let folder = config.appendingPathComponent("movies").path
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)

        let status = try await movies.run(["auth", "status"], environment: environment)
        #expect(status.status == 0)
        #expect(status.stdout.contains(member.url) && status.stdout.contains("Signed in as ana"))
        #expect(status.stdout.contains("May: read and write") && status.stdout.contains("Expires: never"))
        let json = try await movies.run(["auth", "status", "--json"], environment: environment)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let server = try #require((document?["servers"] as? [[String: Any]])?.first)
        #expect(server["server"] as? String == member.url && server["member"] as? String == "ana")
        #expect(server["scope"] as? String == "read_write" && server["problem"] == nil && server["expires"] == nil)

        #expect(try await movies.run(["logout", "--server", member.url], environment: environment).status == 0)
        #expect(try await member.tokens() == 0)
        let none = try await movies.run(["auth", "status"], environment: environment)
        #expect(none.stdout.hasPrefix("Not signed in to any server."))
    }

    @Test func aFileThatCannotBeReadIsNeverOverwrittenAndNoTokenIsMade() async throws {
        let member = try await Self.member()
        defer { Task { await member.server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let (config, folder) = try Self.configFolder()
        let file = folder.appendingPathComponent("servers.json")
        let corrupt = Data(#"{"https://other.example": "kept-token", "#.utf8)
        try corrupt.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let login = try await movies.run(
            ["login", "--name", "ana", "--server", member.url], environment: ["XDG_CONFIG_HOME": config.path],
            input: "long enough\n")
        #expect(login.status != 0 && login.stderr.contains("fix it or remove it"), "\(login.stderr)")
        #expect(try Data(contentsOf: file) == corrupt, "the other server's token is still there to mend")
        #expect(try await member.tokens() == 0, "no token was made")
    }

    @Test func aTokenThatCannotBeKeptIsRevoked() async throws {
        let member = try await Self.member()
        defer { Task { await member.server.stop() } }
        let movies = try await MoviesBinary.withImportedCatalog()
        let (config, folder) = try Self.configFolder()
        // Another user's (nobody's) folder they may not write: reading works, keeping fails.
        try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: config.path)
        try FileManager.default.setAttributes(
            [.ownerAccountID: 65534, .posixPermissions: 0o500], ofItemAtPath: folder.path)
        let login = try await movies.run(
            ["login", "--name", "ana", "--server", member.url], environment: ["XDG_CONFIG_HOME": config.path],
            asUser: 65534, input: "long enough\n")
        #expect(login.status != 0 && login.stderr.contains("cannot write in \(folder.path)"), "\(login.stderr)")
        #expect(try await member.tokens() == 0, "the token made was revoked")
    }

    @Test func aLinkOrAFileOthersMayWriteIsRefusedWithHowToFixIt() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let (config, folder) = try Self.configFolder()
        let environment = ["XDG_CONFIG_HOME": config.path]
        let file = folder.appendingPathComponent("servers.json")
        let manager = FileManager.default

        // A link to a file of the person's: refused, and the file it points to untouched.
        let target = config.appendingPathComponent("precious.txt")
        try Data("precious".utf8).write(to: target)
        try manager.createSymbolicLink(at: file, withDestinationURL: target)
        let linked = try await movies.run(["logout", "--server", "http://127.0.0.1:9"], environment: environment)
        #expect(
            linked.status != 0
                && linked.stderr == "error: \(file.path) is a symbolic link; Movies does not follow it: remove it\n")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        try manager.removeItem(at: file)

        try Data("{}".utf8).write(to: file)
        try manager.setAttributes([.posixPermissions: 0o666], ofItemAtPath: file.path)
        let writable = try await movies.run(["saved", "--server", "http://127.0.0.1:9"], environment: environment)
        #expect(
            writable.stderr == "error: \(file.path) may be written by others; fix it with: chmod 600 \(file.path)\n")
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

        try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let open = try await movies.run(["auth", "status"], environment: environment)
        #expect(
            open.stderr == "error: \(folder.path) may be written by others; fix it with: chmod 700 \(folder.path)\n")
        #expect(open.status != 0)
    }
}
