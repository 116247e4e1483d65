import ArgumentParser
import Foundation
import Hummingbird
import MoviesWeb

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the web app.",
        discussion: "Stops gracefully on Ctrl-C or SIGTERM."
    )

    @OptionGroup var options: GlobalOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (1–65535; 0 picks a free one).")
    var port: String = "8080"

    func validate() throws {
        _ = try portNumber()
        guard !host.isEmpty, host.count <= 255 else { throw ValidationError("'\(host)' is not a host address") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let app = MoviesWebApp.make(container: container, host: host, port: try portNumber())
        try await app.runService()
    }

    private func portNumber() throws -> Int {
        guard let port = Int(port), (0...65535).contains(port) else {
            throw ValidationError("the port must be a number from 0 to 65535, not '\(port)'")
        }
        return port
    }
}
