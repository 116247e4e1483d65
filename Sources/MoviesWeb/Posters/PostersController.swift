import Foundation
import Hummingbird
import MoviesComposition
import MoviesDomain

/// `/posters/{path}?w=…`: poster images at the width a page asks for, cacheable for a day.
struct PostersController {
    let container: AppContainer

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.readable(":path") { request, context in
            do {
                // TMDB's paths start with a slash, sent as %2F inside this one path segment.
                let raw = context.parameters.get("path") ?? ""
                let path = raw.removingPercentEncoding ?? raw
                let width = try request.integer("w", default: 342)
                guard (1...4000).contains(width) else {
                    throw WebError.badRequest("invalid_w", "w must be a width from 1 to 4000 pixels")
                }
                let image = try await container.fetchPosterImage.execute(path: path, width: width)
                return Response(
                    status: .ok,
                    headers: [
                        .contentType: image.mediaType,
                        .cacheControl: "public, max-age=86400, immutable",
                    ],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data))
                )
            } catch {
                return WebError(error).jsonResponse
            }
        }
    }
}
