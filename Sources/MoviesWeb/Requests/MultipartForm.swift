import Foundation
import Hummingbird
import MoviesDomain
import MultipartKit

/// A `multipart/form-data` body (an upload): its text fields and its files, read whole up to
/// ``maximumBytes``; anything else is a 400 or 413 in one sentence.
struct MultipartForm {
    /// The largest file an import takes, and room for the form around it.
    static let maximumBytes = ImportLimits.maximumBytes + 64 * 1024

    struct File {
        let name: String
        let bytes: Data
    }

    private(set) var fields: [String: String] = [:]
    private(set) var files: [String: File] = [:]

    static func read(_ request: Request) async throws -> MultipartForm {
        let type = request.headers[.contentType] ?? ""
        guard type.lowercased().hasPrefix("multipart/form-data"),
            let boundary = type.split(separator: ";").lazy.map({ $0.trimmingCharacters(in: .whitespaces) })
                .first(where: { $0.lowercased().hasPrefix("boundary=") })?.dropFirst("boundary=".count)
        else { throw WebError.badRequest("invalid_body", "send the file as multipart/form-data") }
        let body: ByteBuffer
        do { body = try await request.body.collect(upTo: maximumBytes) } catch {
            throw WebError(
                status: .contentTooLarge, code: "body_too_large",
                message: "a file is at most \(ImportLimits.maximumBytes >> 20) MB", field: "file")
        }
        return try parse(body, boundary: String(boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\""))))
    }

    static func parse(_ body: ByteBuffer, boundary: String) throws -> MultipartForm {
        var form = MultipartForm()
        var headers: [(String, String)] = []
        var bytes = Data()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers.append((name.lowercased(), value)) }
        parser.onBody = { chunk in bytes.append(contentsOf: chunk.readableBytesView) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0 == "content-disposition" }?.1 ?? ""
            if let name = Self.parameter("name", in: disposition) {
                if let file = Self.parameter("filename", in: disposition) {
                    form.files[name] = File(name: file, bytes: bytes)
                } else if form.fields.count < 64 {
                    form.fields[name] = String(decoding: bytes, as: UTF8.self)
                }
            }
            headers = []
            bytes = Data()
        }
        do { try parser.execute(body) } catch {
            throw WebError.badRequest("invalid_body", "the upload is not whole multipart/form-data")
        }
        return form
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
