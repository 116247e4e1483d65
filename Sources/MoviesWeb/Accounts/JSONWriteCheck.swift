import Foundation
import Hummingbird

/// What a JSON write must show to be taken: `Content-Type: application/json` (which a form on another
/// site cannot send without the browser asking first) and, when the browser says where the request came
/// from, this site's own origin. Otherwise 403.
enum JSONWriteCheck {
    static func check(_ request: Request, hasBody: Bool = true) throws {
        if hasBody {
            let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
            guard type?.lowercased() == "application/json" else {
                throw WebError(
                    status: .unsupportedMediaType, code: "unsupported_media_type",
                    message: "send the body as application/json")
            }
        }
        if let origin = request.headers[.origin] {
            guard let host = request.head.authority, Self.origin(origin, isFor: host) else {
                throw WebError(
                    status: .forbidden, code: "cross_origin", message: "requests from other sites are refused")
            }
        }
    }

    /// `https://movies.example:8443` is for the host `movies.example:8443`.
    private static func origin(_ origin: String, isFor host: String) -> Bool {
        guard let schemeEnd = origin.range(of: "://") else { return false }
        return origin[schemeEnd.upperBound...].lowercased() == host.lowercased()
    }
}
