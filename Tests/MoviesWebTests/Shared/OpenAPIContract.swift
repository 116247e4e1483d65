import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `openapi.json` held against what the server answers, in every test that talks to the API through
/// ``MemberClient``: an answer of a route the document does not name, with a status it does not list, or
/// whose body its schema does not allow, is an issue of the test that got it. So a route or a field
/// changed without the document fails `swift test`, not only CI's schemathesis run.
/// Read once and never changed: shared by tests running at once.
struct OpenAPIContract: @unchecked Sendable {
    static let shared = OpenAPIContract()

    let document: [String: Any]
    private let operations: [(method: String, segments: [String], operation: [String: Any])]

    init() {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/openapi.json")
        let data = (try? Data(contentsOf: file)) ?? Data("{}".utf8)
        document = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        var operations: [(String, [String], [String: Any])] = []
        for (path, methods) in document["paths"] as? [String: [String: Any]] ?? [:] {
            for (method, operation) in methods {
                guard let operation = operation as? [String: Any] else { continue }
                operations.append((method.uppercased(), Self.segments(path), operation))
            }
        }
        self.operations = operations
    }

    /// What is wrong with `response` to `method uri` by the document; none for an address outside `/api`
    /// or one no route answers (404, 405).
    func problems(_ method: String, _ uri: String, status: Int, body: Data, type: String?) -> [String] {
        let path = String(uri.split(separator: "?", maxSplits: 1).first ?? "")
        guard path.hasPrefix("/api/") else { return [] }
        let method = method == "HEAD" ? "GET" : method
        let segments = Self.segments(path)
        // A literal segment wins over a parameter: `/api/diary/visibility` is not `/api/diary/{id}`.
        let candidates = operations.filter { $0.method == method && Self.matches($0.segments, segments) }
        guard let operation = candidates.max(by: { Self.literals($0.segments) < Self.literals($1.segments) }) else {
            return (200..<300).contains(status)
                ? ["\(method) \(path) answered \(status) but is not in openapi.json"] : []
        }
        let name = "\(method) \(path) \(operation.operation["operationId"] as? String ?? "")"
        let responses = operation.operation["responses"] as? [String: Any] ?? [:]
        guard let documented = (responses[String(status)] ?? responses["default"]).map(resolve) as? [String: Any]
        else {
            // Answers every route may give, said once for the document in its description.
            return [404, 405, 500].contains(status) ? [] : ["\(name): status \(status) is not in openapi.json"]
        }
        guard type?.hasPrefix("application/json") == true, !body.isEmpty,
            let schema = ((documented["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"]
        else { return [] }
        guard let value = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed) else {
            return ["\(name) \(status): the body is not JSON"]
        }
        return SchemaCheck(contract: self).problems(value, schema, at: "\(name) \(status) $").prefix(5).map { $0 }
    }

    /// A `$ref` followed to what it names (`#/components/schemas/Film`).
    func resolve(_ value: Any) -> Any {
        guard let object = value as? [String: Any], let reference = object["$ref"] as? String else { return value }
        var found: Any? = document
        for key in reference.dropFirst(2).split(separator: "/") { found = (found as? [String: Any])?[String(key)] }
        return found.map(resolve) ?? [:]
    }

    static func segments(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }

    static func literals(_ template: [String]) -> Int { template.count { !$0.hasPrefix("{") } }

    static func matches(_ template: [String], _ path: [String]) -> Bool {
        template.count == path.count
            && zip(template, path).allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") || $0 == $1 }
    }
}

extension OpenAPIContract {
    /// Records each way `response` breaks the document as an issue of the running test.
    func check(
        _ method: String, _ uri: String, _ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let body = Data(response.body.readableBytesView)
        for problem in problems(
            method, uri, status: Int(response.status.code), body: body, type: response.headers[.contentType])
        {
            Issue.record("openapi.json: \(problem)", sourceLocation: sourceLocation)
        }
    }
}
