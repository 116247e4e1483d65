public import Foundation
import Logging
import MoviesData
import MoviesDomain
import NIOHTTP1

/// A Movies server's JSON API (the routes of its `/api/openapi.json`), with the member's access token when
/// there is one. Answers are decoded into the response DTOs; failures become ``MoviesServerError``s, and
/// the server's own `not_found` the Domain's not-found errors.
public struct MoviesServerClient: Sendable {
    public let server: URL
    private var network: NetworkService
    private var deadline: Duration
    /// When every call of this client (and of those made from it) must have ended, where its deadline is a
    /// whole command's, however many calls it makes; nil where each call has the deadline to itself.
    private var ends: ContinuousClock.Instant?
    /// A command's answers to its reads, kept until it changes something: a command that runs once asks
    /// each thing once (a film's reviews give its page, its count and its histogram).
    private let answers: Answers?

    /// `token` travels as `Authorization: Bearer` and is never logged. `deadline` bounds each call whole,
    /// from the request to the answer's last byte, retries included; with `wholeCommand`, every call made
    /// with this client together (a command that runs once: its calls end by the deadline, not each).
    public init(server: URL, token: String?, deadline: Duration = Self.defaultDeadline, wholeCommand: Bool = false) {
        self.server = server
        self.deadline = deadline
        ends = wholeCommand ? ContinuousClock.now + deadline : nil
        answers = wholeCommand ? Answers() : nil
        network = NetworkService(
            baseURL: server, secretHeaders: token.map { [("Authorization", "Bearer \($0)")] } ?? [],
            timeout: deadline, deadline: deadline, client: .moviesServer, logger: Logger(label: "movies.server"))
    }

    /// How long a call may take unless the caller says otherwise.
    public static let defaultDeadline = Duration.seconds(30)

    /// The same server asked as nobody, by the same deadline.
    public func withoutToken() -> MoviesServerClient {
        var client = MoviesServerClient(server: server, token: nil, deadline: deadline, wholeCommand: ends != nil)
        client.ends = ends
        return client
    }

    /// The same server and member, given `deadline` from now for its calls.
    func withDeadline(_ deadline: Duration) -> MoviesServerClient {
        var client = self
        client.deadline = deadline
        client.network.timeout = deadline
        client.network.deadline = deadline
        if client.ends != nil { client.ends = ContinuousClock.now + deadline }
        return client
    }

    /// The network as a call made now may use it: with what is left of the deadline, or nothing.
    private func networkNow() throws -> NetworkService {
        guard let ends else { return network }
        let left = ends - ContinuousClock.now
        guard left > .milliseconds(1) else {
            throw MoviesServerError.unreachable(server: name, reason: "no whole answer in time")
        }
        var network = network
        network.timeout = min(network.timeout, left)
        network.deadline = min(network.deadline ?? left, left)
        return network
    }

    /// Throws ``MoviesServerError/unreachable`` when nothing answers at the address (whatever answers,
    /// answers: an error page will do): so that "sign in first" is never said of a server that is not there.
    public func reach() async throws {
        do {
            _ = try await transmit(.GET, "health")
        } catch let error as MoviesServerError {
            if case .unreachable = error { throw error }
        }
    }

    /// A form with files (`multipart/form-data`), as a browser posts one; the answer decoded.
    func post<Response: Decodable>(
        _ call: APICall, form: MultipartForm, as type: Response.Type = Response.self
    ) async throws -> Response {
        try decode(try await send(call, body: form.body, contentType: form.contentType))
    }

    /// How errors name the server.
    public var name: String { server.absoluteString }

    /// The call's answer decoded (a read, or a change whose answer says what it made).
    func get<Response: Decodable>(
        _ call: APICall, query: [(name: String, value: String)] = [], as type: Response.Type = Response.self
    ) async throws -> Response {
        try decode(try await send(call, query: query))
    }

    func send<Response: Decodable>(
        _ call: APICall, json body: some Encodable, as type: Response.Type = Response.self
    ) async throws -> Response {
        let encoded: Data = try JSONEncoder().encode(body)
        return try decode(try await send(call, query: [], body: encoded))
    }

    /// A file and its media type; `maxBytes` bounds its size when more than an answer's usual may come.
    func fetch(
        _ call: APICall, query: [(name: String, value: String)], maxBytes: Int? = nil
    ) async throws -> (Data, String?) {
        var network = try networkNow()
        if let maxBytes { network.maxBodyBytes = maxBytes }
        do {
            let response = try await network.send(call.method, call.path, query: query)
            return (response.body, response.headers.first { $0.name.lowercased() == "content-type" }?.value)
        } catch {
            throw translated(error, route: "\(call.method) /\(call.path)")
        }
    }

    /// A request whose answer's body is not read (204, or a page the caller reads again).
    @discardableResult
    func send(
        _ call: APICall, query: [(name: String, value: String)] = [], body: Data? = nil,
        contentType: String = "application/json"
    ) async throws -> Data {
        try await transmit(call.method, call.path, query: query, body: body, contentType: contentType)
    }

    /// Any request: for ``APICall``s, and for `/health`, which is no operation of the document.
    private func transmit(
        _ method: HTTPMethod, _ path: String, query: [(name: String, value: String)] = [], body: Data? = nil,
        contentType: String = "application/json"
    ) async throws -> Data {
        let key = method == .GET ? path + "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&") : nil
        if let answers {
            if let key, let kept = answers.answer(to: key) { return kept }
            if key == nil { answers.forget() }
        }
        let network = try networkNow()
        do {
            let answer = try await network.send(method, path, query: query, body: body, contentType: contentType).body
            if let key { answers?.keep(answer, for: key) }
            return answer
        } catch {
            throw translated(error, route: "\(method) /\(path)")
        }
    }

    func decode<Response: Decodable>(_ body: Data) throws -> Response {
        do {
            return try JSONDecoder().decode(Response.self, from: body)
        } catch {
            throw MoviesServerError.undecodable(server: name, reason: "\(error)".prefix(200).description)
        }
    }

    private func translated(_ error: NetworkError, route: String) -> any Error {
        switch error {
        case .status(let code, let body, _):
            let answer = try? JSONDecoder().decode(ServerErrorDTO.self, from: body)
            switch (code, answer?.error.code) {
            case (401, "invalid_token"): return MoviesServerError.tokenRejected(server: name)
            case (401, "sign_in_required"): return MoviesServerError.signInRequired(server: name)
            case (404, nil), (405, _): return MoviesServerError.noSuchRoute(server: name, route: route)
            case (404, "not_found") where answer?.error.message.contains("no route answers") == true:
                return MoviesServerError.noSuchRoute(server: name, route: route)
            default:
                return MoviesServerError.refused(
                    status: code, code: answer?.error.code ?? "http_\(code)",
                    message: answer?.error.message ?? "the server answered \(code)")
            }
        case .undecodable(let reason): return MoviesServerError.undecodable(server: name, reason: reason)
        case .redirected(let code, let location):
            return MoviesServerError.redirected(server: name, status: code, location: location)
        case .cancelled: return CancellationError()
        case .notConnected(let reason): return MoviesServerError.unreachable(server: name, reason: reason)
        case .connectionLost: return MoviesServerError.unreachable(server: name, reason: "the connection was lost")
        case .timedOut: return MoviesServerError.unreachable(server: name, reason: "no whole answer in time")
        }
    }
}
