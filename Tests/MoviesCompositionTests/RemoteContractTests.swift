import Foundation
import Testing

@testable import MoviesRemote

/// The remote client and `openapi.json` are one contract: each operation the client calls is in the
/// document with its method and path, and each of the document's is called, or said here to be of no use
/// to a client of a server. A route renamed, moved or added on one side alone fails here.
@Suite struct RemoteContractTests {
    /// The document's operations no command calls, and why.
    static let notCalled: [String: String] = [
        "suggest": "titles as a person types them: the web's search box",
        "signIn": "a browser's session cookie; the command line signs in with a token (issueToken)",
        "signOut": "ends a browser's session; the command line revokes its token (revokeToken)",
        "deleteAccount": "done on the web's settings page, where the password is asked again",
        "openAPI": "the document itself",
        "correctFilm":
            "a member corrects a film they added on the web or by the API; `movies film edit` is an operator's",
    ]

    static func document() throws -> [String: [String: [String: Any]]] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/openapi.json")
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [String: Any]
        return try #require(json?["paths"] as? [String: [String: [String: Any]]])
    }

    @Test func everyCallOfTheClientIsAnOperationOfTheDocument() throws {
        var documented: [String: (method: String, path: String)] = [:]
        for (path, operations) in try Self.document() {
            for (method, operation) in operations {
                if let id = operation["operationId"] as? String { documented[id] = (method.uppercased(), path) }
            }
        }
        for (id, call) in APICall.operations {
            let found = documented[id]
            #expect(found?.method == "\(call.method)", "\(id): the document says \(found?.method ?? "nothing")")
            #expect(found?.path == call.template, "\(id): the document says \(found?.path ?? "nothing")")
        }
        let uncalled = Set(documented.keys).subtracting(APICall.operations.keys)
        #expect(uncalled == Set(Self.notCalled.keys), "operations no client call makes: \(uncalled.sorted())")
    }

    @Test func aCallFillsItsTemplateOneSegmentAValue() {
        let call = APICall.make("placeListFilm", "weekend/films", "catalog:42")
        #expect("\(call.method)" == "PUT" && call.path == "api/lists/weekend_films/films/catalog:42")
        #expect(APICall.make("diary").path == "api/diary")
    }
}
