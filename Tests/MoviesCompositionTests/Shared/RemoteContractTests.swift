import Foundation
import MoviesAPI
import Testing

@testable import MoviesRemote

/// The remote client and the server share one contract (`MoviesAPI`): the client names each operation it
/// calls by its declaration (one that does not exist does not compile), and each operation is called, or
/// said here to be of no use to a client of a server.
@Suite struct RemoteContractTests {
    /// The document's operations no command calls, and why.
    static let notCalled: [String: String] = [
        "suggest": "titles as a person types them: the web's search box",
        "signIn": "a browser's session cookie; the command line signs in with a token (issueToken)",
        "signOut": "ends a browser's session; the command line revokes its token (revokeToken)",
        "deleteAccount": "done on the web's settings page, where the password is asked again",
        "openAPI": "the document itself",
        "receiveJellyfinPlay": "a media server posts its plays to the server, never through a client",
        "receivePlexPlay": "a media server posts its plays to the server, never through a client",
        "receiveEmbyPlay": "a media server posts its plays to the server, never through a client",
        "receivePlay": "Kodi, or a script, posts its plays to the server, never through a client",
        "correctFilm":
            "a member corrects a film they added on the web or by the API; `movies film edit` is an operator's",
    ]

    /// The client's sources, read as text: each operation it calls is named there as `.operationId`.
    static func clientSources() -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/MoviesRemote")
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    @Test func everyOperationOfTheContractIsCalledOrSaidToBeOfNoUseToAClient() {
        let sources = Self.clientSources()
        let uncalled = APIContract.operations.map(\.id).filter { id in
            !sources.contains(".\(id),") && !sources.contains(".\(id))")
        }
        #expect(Set(uncalled) == Set(Self.notCalled.keys), "operations no client call makes: \(uncalled.sorted())")
    }

    @Test func aCallFillsItsTemplateOneSegmentAValue() {
        let call = APICall.make(.placeListFilm, "weekend/films", "catalog:42")
        #expect("\(call.method)" == "PUT" && call.path == "api/lists/weekend_films/films/catalog:42")
        #expect(APICall.make(.diary).path == "api/diary")
    }
}
