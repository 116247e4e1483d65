import Foundation
import Hummingbird

/// Answers for the people routes, encoded by Foundation (their documents are small and rare next to
/// search's, which ``JSONWriter`` writes).
enum EncodedJSON {
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    static var noContent: Response { Response(status: .noContent) }
}
