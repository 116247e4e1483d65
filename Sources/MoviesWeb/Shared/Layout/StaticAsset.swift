import Foundation
import Hummingbird
import MoviesAPI

/// One of the app's own files (`Static/app.css`, `Static/app.js`, `Static/icons/…`, `Static/sw.js`), read
/// from the bundle once, or the JSON API's contract, printed once; served from memory with an hour of
/// caching (the service worker: checked each time, so a new one is found at once).
struct StaticAsset: Sendable {
    /// Each of `/static/…`, read once.
    static let assets: [WebRoute.Asset: StaticAsset] = Dictionary(
        uniqueKeysWithValues: WebRoute.Asset.allCases.map { asset in
            (asset, StaticAsset(path: asset.rawValue, type: asset.type))
        })
    /// The service worker, served at the root of the site.
    static let serviceWorker = StaticAsset(
        path: "sw.js", type: "text/javascript; charset=utf-8", cacheControl: "no-cache")
    /// The JSON API's contract, served at `/api/openapi.json`.
    static let openAPI = StaticAsset(
        contents: ByteBuffer(string: APIContract.documentText), type: "application/json; charset=utf-8")

    private let contents: ByteBuffer?
    /// The contents gzipped, for a text file.
    private let gzipped: ByteBuffer?
    private let type: String
    private let cacheControl: String

    private init(path: String, type: String, cacheControl: String = "public, max-age=3600") {
        let file = path as NSString
        let url = Bundle.module.url(
            forResource: (file.lastPathComponent as NSString).deletingPathExtension, withExtension: file.pathExtension,
            subdirectory: ["Static", file.deletingLastPathComponent].filter { !$0.isEmpty }.joined(separator: "/"))
        let data = url.flatMap { try? Data(contentsOf: $0) }
        contents = data.map { ByteBuffer(bytes: $0) }
        gzipped =
            type.hasPrefix("text/") || type.hasPrefix("image/svg")
            ? data.flatMap(GzipText.compress).map {
                ByteBuffer(bytes: $0)
            } : nil
        (self.type, self.cacheControl) = (type, cacheControl)
    }

    private init(contents: ByteBuffer, type: String) {
        (self.contents, self.type, cacheControl) = (contents, type, "public, max-age=3600")
        gzipped = GzipText.compress(Data(contents.readableBytesView)).map { ByteBuffer(bytes: $0) }
    }

    /// The file, gzipped when `request` takes gzip.
    func response(to request: Request) -> Response {
        guard let contents else { return Response(status: .notFound) }
        var headers: HTTPFields = [.contentType: type, .cacheControl: cacheControl]
        guard let gzipped else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: contents))
        }
        headers[.vary] = "Accept-Encoding"
        guard GzipText.isAccepted(by: request.headers[.acceptEncoding]) else {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: contents))
        }
        headers[.contentEncoding] = "gzip"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: gzipped))
    }
}
