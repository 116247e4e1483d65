import Hummingbird

/// Lets every request wait its turn once. Handlers run on the cooperative pool, and a request that
/// never has to wait (a search answered from memory, with no query to save) would otherwise keep its
/// thread while other connections' requests queue behind it. Yielding first puts each request at the
/// back of the queue. Measured at 64 connections, release: p99 of searches without a visitor cookie
/// 60–68 ms without it, 17–22 ms with it, for about 5% fewer requests a second.
struct FairTurnsMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        await Task.yield()
        return try await next(request, context)
    }
}
