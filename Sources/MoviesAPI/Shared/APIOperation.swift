/// One operation of the JSON API, declared once: the server routes it, the client calls it and
/// `openapi.json` documents it, all from this value. Each feature declares its own in its room
/// (`Diary/DiaryOperations.swift`) as static members, so a call to an operation that does not exist does not
/// compile.
public struct APIOperation: Sendable, Identifiable {
    public enum Method: String, Sendable, CaseIterable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
    }

    /// The `operationId`.
    public let id: String
    public let method: Method
    /// The path with its parameters in braces: `/api/diary/{id}`.
    public let path: String
    public let summary: String
    public let description: String?
    public let tag: Tag
    public let access: Access
    public let parameters: [Parameter]
    public let body: Body?
    public let answers: [Answer]

    public init(
        _ id: String, _ method: Method, _ path: String, summary: String, description: String? = nil, tag: Tag,
        access: Access, parameters: [Parameter] = [], body: Body? = nil, answers: [Answer]
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.summary = summary
        self.description = description
        self.tag = tag
        self.access = access
        self.parameters = parameters
        self.body = body
        self.answers = answers
    }

    /// Whether a token must have the write scope: every method but `GET` changes something.
    public var writes: Bool { method != .get }

    /// The failures every operation of its kind may answer, said once here rather than in each: a wrong
    /// parameter or address, a token refused, an address too long, a limit spent, a store out of reach; for a
    /// write, a read-only token or another site's browser, and a body too large; with a body, one of
    /// another type.
    var sharedFailures: [Answer] {
        var failures: [Answer] = [.badRequest, .unauthorized, .uriTooLong, .tooManyRequests, .unavailable]
        if writes { failures += [.forbidden, .tooLarge] }
        if body != nil { failures.append(.unsupportedMediaType) }
        return failures
    }

    /// Every answer: the operation's own and the shared failures, by status.
    public var allAnswers: [Answer] {
        let own = Set(answers.map(\.status))
        return (answers + sharedFailures.filter { !own.contains($0.status) }).sorted { $0.status < $1.status }
    }

    /// The names of the path's parameters, in order.
    public var pathParameters: [String] {
        path.split(separator: "/").filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
    }

    /// The path with `values` for its parameters, in order, each made one segment by `segment`.
    public func path(_ values: [String], segment: (String) -> String = { $0 }) -> String {
        var remaining = values.makeIterator()
        return path.split(separator: "/", omittingEmptySubsequences: false).map { part in
            part.hasPrefix("{") ? segment(remaining.next() ?? "") : String(part)
        }.joined(separator: "/")
    }
}
