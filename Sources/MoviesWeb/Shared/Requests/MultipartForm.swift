import Foundation
import Hummingbird
import MoviesDomain

/// A `multipart/form-data` body (an upload), read as it streams in: its text fields in memory, its files
/// written to disk as they arrive, the bytes counted on the way (past ``maximumBytes``, a 413 at once).
/// An upload waiting for its turn to be imported holds a file, not memory. Anything else is a 400 or 413
/// in one sentence.
struct MultipartForm: Sendable {
    /// The largest file an import takes, and room for the form around it.
    static let maximumBytes = ImportLimits.maximumBytes + 64 * 1024
    /// A text field's most bytes (the import's choices are the longest).
    static let maximumFieldBytes = 1 << 20

    var fields: [String: String] = [:]
    var files: [String: UploadedFile] = [:]

    /// `maximumBytes` and `what` bound and name a form that is not an import's file (a media server's play).
    static func read(
        _ request: Request, maximumBytes: Int = Self.maximumBytes, what: String? = nil
    ) async throws -> MultipartForm {
        guard let boundary = MultipartBoundary.of(request.headers[.contentType] ?? "") else {
            throw WebError.badRequest("invalid_body", "send the file as multipart/form-data, with a boundary")
        }
        let reader = try Reader(boundary: boundary)
        do {
            var total = 0
            for try await chunk in request.body {
                total += chunk.readableBytes
                guard total <= maximumBytes else {
                    throw WebError(
                        status: .contentTooLarge, code: "body_too_large",
                        message: what.map { "\($0) is at most \(maximumBytes >> 20) MB" }
                            ?? "a file is at most \(ImportLimits.maximumBytes >> 20) MB",
                        field: what == nil ? "file" : nil)
                }
                try reader.take(chunk)
            }
            return try reader.finish()
        } catch {
            reader.discard()
            throw error
        }
    }

    /// Removes the form's files from disk (a file already read stays readable until it is let go).
    func discard() {
        for file in files.values { file.discard() }
    }

    /// `name="file"` of `form-data; name="file"; filename="diary.csv"`.
    static func parameter(_ key: String, in disposition: String) -> String? {
        for part in disposition.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].lowercased() == key else { continue }
            return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }
}
