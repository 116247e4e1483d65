import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// A failure as the web shows it: a status, a stable code and a readable message. Errors are sorted
/// into kinds by ``ScreenFailure`` (as for every front end) and the kinds become statuses here, the one
/// place that does: bad input 400, not found 404, a source or the storage out of reach 503, and anything
/// else, a bug, 500. The message says nothing of the cause; the detail goes to the log (``FailureLog``).
struct WebError: Error, Sendable {
    let status: HTTPResponse.Status
    let code: String
    let message: String
    /// The request field at fault (`name`, `rating`), for a form or a client to point at.
    var field: String?
    /// Seconds until asking again may work (`Retry-After`).
    var retryAfter: Int?

    init(status: HTTPResponse.Status, code: String, message: String, field: String? = nil, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.retryAfter = retryAfter
    }

    init(_ failure: ScreenFailure) {
        FailureLog.shared.record(failure)
        self.init(
            status: Self.status(of: failure.kind), code: failure.code, message: failure.message, field: failure.field,
            retryAfter: failure.retryAfter)
    }

    init(_ error: any Error, strings: Strings = .english) {
        if let error = error as? WebError {
            self = error
        } else if let rejection = error as? FormBody.Rejection {
            // An old page or another site's form: expected, and nothing for the log.
            self.init(
                status: rejection == .notAForm ? .unsupportedMediaType : .forbidden, code: "form_expired",
                message: strings.account.formExpired)
        } else {
            self.init(ScreenFailure(error, strings: strings))
        }
    }

    static func status(of kind: ScreenFailure.Kind) -> HTTPResponse.Status {
        switch kind {
        case .invalidInput: .badRequest
        case .notFound: .notFound
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .conflict: .conflict
        case .tooManyRequests: .tooManyRequests
        case .tooLarge: .contentTooLarge
        case .unavailable: .serviceUnavailable
        case .unexpected: .internalServerError
        }
    }

    static func badRequest(_ code: String, _ message: String) -> WebError {
        WebError(status: .badRequest, code: code, message: message)
    }

    /// A field of a form or an address that holds what it may not: `invalid_year`, naming the field.
    static func invalid(_ field: String, _ message: String) -> WebError {
        WebError(status: .badRequest, code: "invalid_\(field)", message: message, field: field)
    }

    /// `{"error": {"code": …, "message": …}}`
    var jsonResponse: Response {
        var response = jsonResponse(status: status)
        addRetryAfter(to: &response)
        return response
    }

    /// Says on `response` (a page or JSON answering this failure) when asking again may work.
    func addRetryAfter(to response: inout Response) {
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
    }
}

extension WebError: JSONDocument {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("error")
            json.object { json in
                json.member("code", code)
                json.member("message", message)
                if let field { json.member("field", field) }
            }
        }
    }
}
