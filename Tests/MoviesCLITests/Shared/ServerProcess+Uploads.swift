import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

extension ServerProcess {
    /// A file posted as a form's `file`, as a browser or `movies import --server` sends it.
    func upload(_ path: String, file: Data, named name: String, token: String) async throws -> Answer {
        let boundary = "movies-test-\(UUID().uuidString)"
        var body = Data("--\(boundary)\r\n".utf8)
        body += Data("Content-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n".utf8)
        body += Data("Content-Type: application/octet-stream\r\n\r\n".utf8) + file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = .POST
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        request.headers.add(name: "Content-Type", value: "multipart/form-data; boundary=\(boundary)")
        request.body = .bytes(ByteBuffer(bytes: body))
        let response = try await ServerProcess.client.execute(request, timeout: .seconds(120))
        let answer = try await response.body.collect(upTo: 4 << 20)
        return Answer(status: Int(response.status.code), body: String(buffer: answer), setCookie: nil)
    }

    /// A new member, and a token that may write for them.
    func member(_ name: String) async throws -> String {
        _ = try await send(
            .POST, "/api/users",
            json: #"{"name": "\#(name)", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
        let issued = try await send(
            .POST, "/api/tokens",
            json: #"{"name": "\#(name)", "password": "long enough", "label": "test", "scope": "read_write"}"#)
        let document = try JSONSerialization.jsonObject(with: Data(issued.body.utf8)) as? [String: Any]
        guard let token = document?["token"] as? String else { throw NotReady(port: port) }
        return token
    }

    /// A JSON document answered to `GET path` with the token. A GET changes nothing, so one whose kept-alive
    /// connection a busy server closed is asked again, as a browser does.
    func document(_ path: String, token: String) async throws -> [String: Any] {
        var attempt = 0
        while true {
            do {
                let answer = try await get(path, headers: [("Authorization", "Bearer \(token)")])
                return try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any] ?? [:]
            } catch let error as HTTPClientError where error == .remoteConnectionClosed && attempt < 3 {
                attempt += 1
            }
        }
    }
}
