import ArgumentParser
import MoviesAPI

/// `movies openapi`: the JSON API's contract as this version serves it at `/api/openapi.json`.
struct OpenAPICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openapi",
        abstract: "Print the JSON API's contract (OpenAPI 3.1), as /api/openapi.json serves it.",
        discussion: """
            Examples:
              movies openapi > openapi.json
            """
    )

    func run() {
        Console.print(APIContract.documentText, terminator: "")
    }
}
