import Hummingbird

/// Gives back the writes a request counted against its member's limit when it is refused (a 4xx other than
/// the limit's own 429, or an error thrown): sixty bodies of the wrong type or forms without their token
/// leave the next real write free to go.
struct WriteRefundsMiddleware: RouterMiddleware {
    let accounts: WebAccounts

    func handle(
        _ request: Request,
        context: MoviesRequestContext,
        next: (Request, MoviesRequestContext) async throws -> Response
    ) async throws -> Response {
        let writes = CountedWrites()
        let response: Response
        do {
            response = try await CountedWrites.$current.withValue(writes) { try await next(request, context) }
        } catch {
            await accounts.forget(writes.taken())
            throw error
        }
        if (400..<500).contains(response.status.code), response.status != .tooManyRequests {
            await accounts.forget(writes.taken())
        }
        return response
    }
}
