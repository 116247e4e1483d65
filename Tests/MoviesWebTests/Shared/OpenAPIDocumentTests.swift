import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/api/openapi.json` is the JSON API's contract: served as it is kept, and naming only routes the server
/// has (schemathesis, in `scripts/api-contract-test`, checks every answer against it).
@Suite struct OpenAPIDocumentTests {
    @Test func everyDocumentedOperationIsARouteOfTheServer() async throws {
        try await WebTestApp.make().test(.router) { client in
            let served = try await client.execute(uri: "/api/openapi.json", method: .get)
            #expect(served.status == .ok && served.headers[.contentType]?.hasPrefix("application/json") == true)
            let document = try #require(served.json)
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            #expect(paths.values.map(\.count).reduce(0, +) >= 24)
            for (path, operations) in paths {
                let uri = path.replacingOccurrences(of: "{filmId}", with: "catalog:17738")
                    .replacingOccurrences(
                        of: "{id}", with: path.hasPrefix("/api/people") ? "catalog:stanley-kubrick" : "17738")
                for method in operations.keys {
                    let response = try await client.execute(
                        uri: uri, method: HTTPRequest.Method(method.uppercased())!,
                        headers: [.contentType: "application/json"], body: ByteBuffer(string: "{}"))
                    #expect(response.status != .methodNotAllowed, "\(method) \(path)")
                    #expect(!response.text.contains("no route answers"), "\(method) \(path)")
                }
            }
        }
    }
}
