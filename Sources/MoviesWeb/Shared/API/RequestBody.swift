import Foundation
import Hummingbird

/// A JSON request body decoded into its request DTO, every mistake a 400 naming the field.
enum RequestBody {
    static let maximumBytes = 64 * 1024

    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request) async throws -> Body {
        try JSONWriteCheck.check(request)
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBytes)
        } catch {
            throw WebError(status: .contentTooLarge, code: "body_too_large", message: "the body is over 64 KB")
        }
        let bytes = Data(buffer.readableBytesView)
        // No store keeps a NUL in text (PostgreSQL refuses it, SQLite cuts the text at it): refused here.
        guard !JSONText.holdsNUL(bytes) else {
            throw WebError.badRequest("invalid_text", "a text in the body holds a NUL character")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: bytes)
        } catch let DecodingError.keyNotFound(key, context) {
            throw invalid(field(context.codingPath + [key]), "is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw invalid(field(context.codingPath), "has the wrong type")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            // A number that does not fit the field: `1.5` days, `1e99` as a rating.
            throw invalid(field(context.codingPath), "has the wrong type")
        } catch {
            throw WebError.badRequest("invalid_body", "the body is not a JSON object")
        }
    }

    /// `fullName.given`
    private static func field(_ path: [any CodingKey]) -> String {
        path.map(\.stringValue).joined(separator: ".")
    }

    private static func invalid(_ field: String, _ problem: String) -> WebError {
        WebError(status: .badRequest, code: "invalid_body", message: "the field '\(field)' \(problem)", field: field)
    }
}

/// Runs a Domain validation for one request field; its failure is a 400 that names the field.
func validating<Value>(_ field: String, _ make: () throws -> Value) throws -> Value {
    do {
        return try make()
    } catch {
        var failure = WebError(error)
        failure.field = field
        throw failure
    }
}
