import Foundation
import Hummingbird
import MoviesAPI

/// One of the app's own files (`Static/app.css`, `Static/app.js`), read from the bundle once, or the JSON API's
/// contract, printed once; served from memory with an hour of caching.
struct StaticAsset: Sendable {
    static let stylesheet = StaticAsset(name: "app", extension: "css", type: "text/css")
    static let script = StaticAsset(name: "app", extension: "js", type: "text/javascript")
    /// The JSON API's contract, served at `/api/openapi.json`.
    static let openAPI = StaticAsset(contents: ByteBuffer(string: APIContract.documentText), type: "application/json")

    private let contents: ByteBuffer?
    private let type: String

    private init(name: String, extension: String, type: String) {
        let url = Bundle.module.url(forResource: name, withExtension: `extension`, subdirectory: "Static")
        contents = url.flatMap { try? Data(contentsOf: $0) }.map { ByteBuffer(bytes: $0) }
        self.type = type
    }

    private init(contents: ByteBuffer, type: String) {
        self.contents = contents
        self.type = type
    }

    var response: Response {
        guard let contents else { return Response(status: .notFound) }
        return Response(
            status: .ok,
            headers: [.contentType: "\(type); charset=utf-8", .cacheControl: "public, max-age=3600"],
            body: ResponseBody(byteBuffer: contents)
        )
    }
}
