import Foundation
import Hummingbird

/// Answers for the members' routes, written as every document is (``JSONStreamingEncoder``).
enum EncodedJSON {
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONStreamingEncoder.encode(value, capacity: 2 << 10)))
        )
    }

    static var noContent: Response { Response(status: .noContent) }
}
