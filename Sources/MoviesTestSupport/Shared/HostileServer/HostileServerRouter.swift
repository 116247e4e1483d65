import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// Answers every request as the ``HostileServer/Behaviour`` says, and keeps the paths asked.
struct HostileServerRouter: HTTPResponder {
    typealias Context = BasicRequestContext

    let behaviour: HostileServer.Behaviour
    let asked: AskedPaths

    /// The paths a server was asked, in order.
    final class AskedPaths: Sendable {
        let paths = Mutex<[String]>([])
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        asked.paths.withLock { $0.append(request.uri.path) }
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
