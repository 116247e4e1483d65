public import Foundation

/// Requests an ``Endpoint`` through a ``NetworkService`` and decodes its JSON into the endpoint's DTO.
public struct DataTransferService: Sendable {
    public let network: NetworkService

    public init(network: NetworkService) {
        self.network = network
    }

    public func request<Response>(_ endpoint: Endpoint<Response>) async throws(NetworkError) -> Response {
        let response = try await network.get(endpoint.path, query: endpoint.query)
        do {
            return try JSONCoding.decoder.decode(Response.self, from: response.body)
        } catch {
            throw .undecodable(reason: Self.describe(error))
        }
    }

    /// Which field was wrong, in a line: "results[0].id: expected Int".
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type)"
        case .keyNotFound(let key, let context):
            return "\(path(context + key)): missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        path(context.codingPath)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
}

extension DecodingError.Context {
    fileprivate static func + (context: Self, key: any CodingKey) -> [any CodingKey] { context.codingPath + [key] }
}

/// One JSON style for DTOs on the wire and in the cache: TMDB's snake_case keys.
public enum JSONCoding {
    public static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    public static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return encoder
    }()
}
