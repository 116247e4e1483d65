import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A browser-like client for the people routes: it keeps the session cookie the server sets.
final class MemberClient: @unchecked Sendable {
    let client: any TestClientProtocol
    private(set) var sessionCookie: String?

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    /// Sends JSON (`body` encoded when given) with the session cookie, and keeps a new one.
    @discardableResult
    func send(
        _ method: HTTPRequest.Method, _ uri: String, json body: [String: Any]? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = extra
        if body != nil, headers[.contentType] == nil { headers[.contentType] = "application/json" }
        if let sessionCookie { headers[.cookie] = sessionCookie }
        let buffer = try body.map { ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: $0)) }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: buffer)
        OpenAPIContract.shared.check(method.rawValue, uri, response)
        for cookie in response.headers[values: .setCookie] where cookie.hasPrefix("movies_session=") {
            let pair = String(cookie.split(separator: ";")[0])
            sessionCookie =
                cookie.contains("Max-Age=0") || pair == "movies_session=" || Self.expired(cookie) ? nil : pair
        }
        return response
    }

    /// Sends a `multipart/form-data` body: text fields and one file, as a browser's upload does.
    @discardableResult
    func upload(
        _ uri: String, file: Data, named name: String, fields: [String: String] = [:]
    ) async throws -> TestResponse {
        let boundary = "----movies-test-boundary"
        var body = Data()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(key)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                .utf8)
        body += file
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        var headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
        if let sessionCookie { headers[.cookie] = sessionCookie }
        let response = try await client.execute(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
        OpenAPIContract.shared.check("POST", uri, response)
        return response
    }

    func signUp(_ name: String, password: String = "long enough") async throws -> TestResponse {
        try await send(
            .post, "/api/users",
            json: ["name": name, "fullName": ["given": "Ana", "family": "Lima"], "password": password])
    }

    func signIn(_ name: String, password: String = "long enough") async throws -> TestResponse {
        try await send(.post, "/api/session", json: ["name": name, "password": password])
    }

    func forgetSession() { sessionCookie = nil }

    /// Whether a `Set-Cookie` line's `Expires` has passed: how a server deletes a cookie.
    static func expired(_ cookie: String) -> Bool {
        guard let range = cookie.range(of: "Expires=") else { return false }
        let text = cookie[range.upperBound...].split(separator: ";")[0]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: String(text)).map { $0 <= Date() } ?? false
    }
}
