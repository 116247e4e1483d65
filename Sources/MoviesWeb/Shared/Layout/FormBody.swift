import Foundation
import Hummingbird

/// A submitted form (`application/x-www-form-urlencoded`), checked against the form token first.
struct FormBody {
    private let fields: [String: String]

    /// Reads the body of the visit's request; a missing or wrong token is ``FormBody/Rejection/expired``.
    static func read(_ visit: PageVisit, maximumFields: Int = 64) async throws -> FormBody {
        let request = visit.request
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        guard type?.lowercased() == "application/x-www-form-urlencoded" else { throw Rejection.notAForm }
        let buffer = try await request.body.collect(upTo: RequestBody.maximumBytes)
        let form = FormBody(encoded: String(buffer: buffer), maximumFields: maximumFields)
        guard visit.token.accepts(form[FormToken.fieldName]) else { throw Rejection.expired }
        return form
    }

    init(encoded: String, maximumFields: Int = 64) {
        var fields: [String: String] = [:]
        for pair in encoded.split(separator: "&").prefix(maximumFields) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]), fields[name] == nil else { continue }
            let value = parts.count > 1 ? Self.decoded(parts[1]) ?? "" : ""
            // A value holding a NUL, which no store keeps, is as if it were not sent: the form says what is
            // missing rather than any store seeing it.
            guard !value.unicodeScalars.contains("\u{0}") else { continue }
            fields[name] = value
        }
        self.fields = fields
    }

    subscript(_ name: String) -> String? { fields[name] }

    /// A checkbox: present when ticked.
    func isChecked(_ name: String) -> Bool { fields[name] != nil }

    enum Rejection: Error {
        /// The token does not match the cookie's: an old page, or another site's form.
        case expired
        case notAForm
    }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
