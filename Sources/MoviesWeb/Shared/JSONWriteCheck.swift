import Foundation
import Hummingbird

/// What a JSON body must show to be read: `Content-Type: application/json`, which a form on another site
/// cannot send without the browser asking first. (Every write under `/api` has its origin checked by
/// ``SameOriginMiddleware``.)
enum JSONWriteCheck {
    static func check(_ request: Request) throws {
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        guard type?.lowercased() == "application/json" else {
            throw WebError(
                status: .unsupportedMediaType, code: "unsupported_media_type",
                message: "send the body as application/json")
        }
    }
}
