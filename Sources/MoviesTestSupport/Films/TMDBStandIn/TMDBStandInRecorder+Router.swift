import Foundation
import Hummingbird
import NIOCore

extension TMDBStandInRecorder {
    nonisolated func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("3/search/movie") { request, _ in
            await self.answer(request) { self.search(request) }
        }
        router.get("3/discover/movie") { request, _ in
            await self.answer(request) { self.discover(request) }
        }
        router.get("3/search/person") { request, _ in
            await self.answer(request) { self.searchPeople(request) }
        }
        router.get("3/person/:id") { request, context in
            let id = context.parameters.get("id").flatMap(Int.init)
            return await self.answer(request) { self.person(id: id) }
        }
        router.get("3/movie/:id/recommendations") { request, context in
            let id = context.parameters.get("id").flatMap(Int.init)
            return await self.answer(request) { self.recommendations(id: id) }
        }
        router.get("3/movie/:id") { request, context in
            let id = context.parameters.get("id").flatMap(Int.init)
            return await self.answer(request) { self.details(id: id) }
        }
        router.get("3/configuration") { request, _ in
            await self.answer(request) {
                let base = "http://\(request.head.authority ?? "127.0.0.1")/t/p/"
                let sizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
                return (.ok, ["images": ["base_url": base, "secure_base_url": base, "poster_sizes": sizes]])
            }
        }
        router.get("3/genre/movie/list") { request, _ in
            await self.answer(request) {
                (.ok, ["genres": TMDBStandInFilm.genres.map { ["id": $0.id, "name": $0.name] }])
            }
        }
        router.get("t/p/:size/:file") { request, context in
            await self.image(
                request, size: context.parameters.get("size") ?? "", file: context.parameters.get("file") ?? "")
        }
        return router
    }

    /// Applies the pending fault, then checks the credentials, then answers with `body`'s JSON.
    private func answer(_ request: Request, _ body: @Sendable () -> (HTTPResponse.Status, Any)) async -> Response {
        if let fault = record(request), let response = await Self.response(for: fault) {
            return response
        }
        guard Self.isAuthorized(request) else {
            return Self.json(.unauthorized, Self.status(7, "Invalid API key: You must be granted a valid key."))
        }
        let (status, json) = body()
        return Self.json(status, json)
    }

    private func image(_ request: Request, size: String, file: String) async -> Response {
        if let fault = record(request), let response = await Self.response(for: fault) {
            return response
        }
        guard size.hasPrefix("w"), file.hasPrefix("poster-") else {
            return Self.json(.notFound, Self.status(34, "The resource you requested could not be found."))
        }
        return Response(
            status: .ok, headers: [.contentType: "image/jpeg"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "stand-in poster \(size) \(file)")))
    }

    /// The response a fault replaces the answer with; nil when the answer goes ahead (after a delay).
    private static func response(for fault: TMDBStandInFault) async -> Response? {
        switch fault {
        case .unauthorized:
            return json(.unauthorized, status(7, "Invalid API key: You must be granted a valid key."))
        case .status(let code):
            return json(HTTPResponse.Status(code: code), status(code == 404 ? 34 : 11, "Stand-in fault \(code)."))
        case .tooManyRequests(let seconds):
            var response = json(.tooManyRequests, status(25, "Your request count is over the allowed limit."))
            response.headers[.retryAfter] = String(seconds)
            return response
        case .delay(let duration):
            try? await Task.sleep(for: duration)
            return nil
        case .malformedJSON:
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"page\": 1, \"results\": [")))
        case .resetConnection:
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(contentLength: 4096) { writer in
                    try await writer.write(ByteBuffer(string: "{\"page\": 1,"))
                    throw CancellationError()
                })
        }
    }

    private static func isAuthorized(_ request: Request) -> Bool {
        request.uri.queryParameters.get("api_key") == TMDBStandIn.apiKey
            || request.headers[.authorization] == "Bearer \(TMDBStandIn.accessToken)"
    }

    static func status(_ code: Int, _ message: String) -> [String: Any] {
        ["status_code": code, "status_message": message, "success": false]
    }

    static func json(_ status: HTTPResponse.Status, _ value: Any) -> Response {
        let data = (try? JSONSerialization.data(withJSONObject: value)) ?? Data()
        return Response(
            status: status, headers: [.contentType: "application/json;charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
