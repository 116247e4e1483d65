import Hummingbird
import MoviesAPI

/// The JSON API's routes, each added by its operation in the contract (`MoviesAPI`): the method and path
/// come from the operation's declaration, never from a string of the controller's, and a thrown error is
/// answered as the API's error document. ``add(to:)`` puts each path's methods together, so a 405 names
/// the ones it has.
struct APIRoutes {
    typealias Handler = @Sendable (Request, MoviesRequestContext) async throws -> Response

    private(set) var served: [(operation: APIOperation, handler: Handler)] = []

    mutating func on(_ operation: APIOperation, use handler: @escaping Handler) {
        served.append((operation, handler))
    }

    /// The contract's operations that no controller serves, by id.
    var unserved: [String] {
        let ids = Set(served.map(\.operation.id))
        return APIContract.operations.map(\.id).filter { !ids.contains($0) }
    }

    /// Adds every route under `group`, the router's `/api`; throws, and the server does not start, when an
    /// operation of the contract has no handler.
    func add(to group: RouterGroup<MoviesRequestContext>) throws {
        guard unserved.isEmpty else { throw Unserved(operations: unserved) }
        var paths: [String] = []
        var handlers: [String: [HTTPRequest.Method: Handler]] = [:]
        for (operation, handler) in served {
            let path = Self.routerPath(of: operation)
            if handlers[path] == nil { paths.append(path) }
            handlers[path, default: [:]][operation.method.http] = { request, context in
                await answer { try await handler(request, context) }
            }
        }
        for path in paths { group.route(RouterPath(path), handlers[path] ?? [:]) }
    }

    /// The contract's operations that no controller serves: a mistake of the build, found by any test.
    struct Unserved: Error, CustomStringConvertible {
        let operations: [String]
        var description: String { "operations of the contract with no route: \(operations.joined(separator: ", "))" }
    }

    /// `/api/diary/{id}` as the router under `/api` reads it: `diary/:id`.
    static func routerPath(of operation: APIOperation) -> String {
        operation.path.split(separator: "/").dropFirst().map { part in
            part.hasPrefix("{") ? ":" + part.dropFirst().dropLast() : part
        }.joined(separator: "/")
    }
}

extension APIOperation.Method {
    var http: HTTPRequest.Method {
        switch self {
        case .get: .get
        case .post: .post
        case .put: .put
        case .delete: .delete
        }
    }
}
