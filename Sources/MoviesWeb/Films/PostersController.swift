import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/posters/{path}?w=…`: poster images at the width a page asks for, cacheable for a day.
struct PostersController {
    let screens: any FilmScreens

    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.poster) { request, context in
            do {
                // TMDB's paths start with a slash, sent as %2F inside this one path segment.
                let raw = context.parameters.get("path") ?? ""
                let path = raw.removingPercentEncoding ?? raw
                let width = try request.integer("w", default: 342)
                guard (1...4000).contains(width) else {
                    throw WebError.badRequest("invalid_w", "w must be a width from 1 to 4000 pixels")
                }
                let poster = screens.posters()
                await poster.didLayOut(path: path, width: width)
                guard let image = await poster.image else {
                    throw await poster.failure ?? ScreenFailure(PosterNotFound(path: path), strings: .english)
                }
                return Response(
                    status: .ok,
                    headers: [
                        .contentType: image.mediaType,
                        // A film a member added is drawn again when it is corrected: its poster is kept a minute.
                        .cacheControl: path.hasPrefix("added-")
                            ? "public, max-age=60" : "public, max-age=86400, immutable",
                    ],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.data))
                )
            } catch {
                return WebError(error).jsonResponse
            }
        }
    }
}
