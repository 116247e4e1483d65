import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Answers every request as the ``HostileServer/Behaviour`` says.
struct HostileServerRouter: HTTPResponder {
    typealias Context = BasicRequestContext

    let behaviour: HostileServer.Behaviour

    func respond(to request: Request, context: Context) async throws -> Response {
        switch behaviour {
        case .redirect(let target):
            let location = target.absoluteString.trimmingSuffix("/") + (request.uri.path)
            return Response(status: .temporaryRedirect, headers: [.location: location])
        case .trickle:
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody { writer in
                    while !Task.isCancelled {
                        try await writer.write(ByteBuffer(string: " "))
                        try await Task.sleep(for: .seconds(1))
                    }
                })
        case .garbage:
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "<html>\u{1B}[2J not json")))
        case .escapes:
            let (status, json) = HostileDocuments.answer(path: request.uri.path)
            return Response(
                status: status, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: json))))
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
