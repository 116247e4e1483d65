import Foundation
import Hummingbird
import MoviesDomain

/// A failure as the web shows it: a status, a stable code and a readable message. Domain and storage
/// errors are translated here, at the edge; nothing becomes a 500.
struct WebError: Error, Sendable {
    let status: HTTPResponse.Status
    let code: String
    let message: String

    init(status: HTTPResponse.Status, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    init(_ error: any Error) {
        switch error {
        case let error as WebError:
            self = error
        case let error as MovieQuery.Error:
            self.init(status: .badRequest, code: "invalid_query", message: "\(error)")
        case let error as PageNumber.Error:
            self.init(status: .badRequest, code: "invalid_page", message: "\(error)")
        case let error as SearchMoviesError:
            self.init(status: .badRequest, code: "page_out_of_range", message: "\(error)")
        case let error as MovieNotFound:
            self.init(status: .notFound, code: "not_found", message: "\(error)")
        case let error as PosterNotFound:
            self.init(status: .notFound, code: "not_found", message: "\(error)")
        default:
            self.init(status: .serviceUnavailable, code: "unavailable", message: "\(error)")
        }
    }

    static func badRequest(_ code: String, _ message: String) -> WebError {
        WebError(status: .badRequest, code: code, message: message)
    }

    /// `{"error": {"code": …, "message": …}}`
    var jsonResponse: Response {
        jsonResponse(status: status)
    }
}

extension WebError: JSONDocument {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("error")
            json.object { json in
                json.member("code", code)
                json.member("message", message)
            }
        }
    }
}
