import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/offers`: the watches offered to the signed-in member by members who named them; `POST
/// /api/offers/{id}` accepts one (their own watch of that day, with `rating`, or a `watch` of theirs
/// logged already), `DELETE` dismisses it. Through the view model the pages use.
struct TogetherAPIController {
    let screens: any ClubScreens
    let accounts: WebAccounts

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.listOffers) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.togetherScreen(member: user.id, strings: .english)
            await screen.didLoad()
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return OffersDocument(state: state).jsonResponse()
        }
        routes.on(.acceptOffer) { request, context in
            let user = try await accounts.requireWriter(context)
            let sent = try await RequestBody.decode(OfferAnswerRequest.self, from: request)
            let screen = screens.togetherScreen(member: user.id, strings: .english)
            let offer = context.parameters.get("id") ?? ""
            if let watch = sent.watch {
                await screen.didAccept(offer, with: watch)
            } else {
                await screen.didAccept(offer, rating: sent.rating.map(String.init) ?? "")
            }
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let watch = state.accepted else { throw WebError(ScreenFailure.unexpected(.english)) }
            return WatchDocument(watch).jsonResponse(status: .created)
        }
        routes.on(.dismissOffer) { _, context in
            let user = try await accounts.requireWriter(context)
            let screen = screens.togetherScreen(member: user.id, strings: .english)
            await screen.didDismiss(context.parameters.get("id") ?? "")
            if let failure = await screen.state.failure { throw WebError(failure) }
            return Response(status: .noContent)
        }
    }
}

/// `POST /api/offers/{id}`'s body: the member's rating for the watch made, or a watch of theirs to accept
/// it with; neither accepts it with no rating.
struct OfferAnswerRequest: Decodable {
    let rating: Int?
    let watch: String?
}
