import Foundation
import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/plays/{server}/{token}`: what a member's media server posts, known by the play token in its
/// address (Plex and Emby cannot send a header); `/api/plays`: the member's plays, a film chosen for one,
/// a play token made.
struct PlaysAPIController {
    let screens: any PlaysScreens
    let accounts: WebAccounts
    let client: ClientFacts

    /// A play's body, whatever its form: a thumbnail of Plex's is read past, never kept.
    static let maximumBytes = 2 << 20

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.receiveJellyfinPlay) { request, context in try await receive(request, context, from: .jellyfin) }
        routes.on(.receivePlexPlay) { request, context in try await receive(request, context, from: .plex) }
        routes.on(.receiveEmbyPlay) { request, context in try await receive(request, context, from: .emby) }
        routes.on(.receivePlay) { request, context in try await receive(request, context, from: .player) }
        routes.on(.getPlays) { _, context in
            let user = try await accounts.requireUser(context)
            let screen = screens.playsScreen(member: user.id, strings: .english)
            await screen.didLoad()
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            return PlaysDocument(plays: state.rows.map(\.play)).jsonResponse()
        }
        routes.on(.makePlayToken) { request, context in
            let user = try await accounts.requireWriter(context)
            let screen = screens.playsScreen(member: user.id, strings: .english)
            await screen.didMakeToken(listing: false)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let token = state.token else { throw WebError(ScreenFailure.unexpected(.english)) }
            return PlayTokenDocument(token: token, addresses: PlayAddresses(site: site(of: request), token: token))
                .jsonResponse(status: .created)
        }
        routes.on(.choosePlayFilm) { request, context in
            let user = try await accounts.requireWriter(context)
            let body = try await RequestBody.decode(PlayChoiceRequest.self, from: request)
            let film = try body.film.map { text in
                do { return try FilmReference(text, bareNumbers: accounts.filmSource) } catch {
                    throw WebError(status: .badRequest, code: "invalid_film", message: "\(error)", field: "film")
                }
            }
            let screen = screens.playsScreen(member: user.id, strings: .english)
            let id = Play.ID(context.parameters.get("id") ?? "")
            await screen.didChoose(film, for: id)
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let play = state.rows.first(where: { $0.play.id == id })?.play else {
                throw WebError(ScreenFailure(PlayError.notFound, strings: .english))
            }
            return PlayDocument(play: play).jsonResponse()
        }
    }

    /// Where the media servers reach this site: its public address, else the address this request came to.
    func site(of request: Request) -> String {
        if !client.publicURL.isEmpty { return client.publicURL }
        let scheme = client.isSecure(request) ? "https" : "http"
        return "\(scheme)://\(request.head.authority ?? "localhost")"
    }

    /// A play posted with a token in its address: a token that is not a play token's writes nothing.
    private func receive(
        _ request: Request, _ context: MoviesRequestContext, from source: WatchSource
    ) async throws
        -> Response
    {
        let secret = context.parameters.get("token") ?? ""
        guard let grant = try await accounts.guarded.bearer(secret) else {
            throw WebError(
                status: .unauthorized, code: "invalid_token",
                message: "the play token in this address is unknown, revoked or expired: make a new one")
        }
        guard grant.token.scope == .plays else {
            throw WebError(
                status: .forbidden, code: "insufficient_scope",
                message: "only a play token logs plays: make one in Settings → Plays, or with `movies plays token`")
        }
        try await accounts.countWrite(by: grant.member.id)
        let json = try await Self.json(of: request, from: source)
        let screen = screens.playsScreen(member: grant.member.id, strings: .english)
        await screen.didReceive(json, from: source)
        let state = await screen.state
        if let failure = state.failure { throw WebError(failure) }
        return PlayReceiptDocument(received: state.received).jsonResponse()
    }

    /// The JSON a server posted: the body, or the form's part that holds it (Plex's `payload`, Emby's
    /// `data`); past ``maximumBytes``, a 413.
    static func json(of request: Request, from source: WatchSource) async throws -> Data {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let json: Data
        if type.hasPrefix("multipart/form-data") {
            let form = try await MultipartForm.read(request, maximumBytes: maximumBytes, what: "a play")
            defer { form.discard() }
            guard let part = form.fields["payload"] ?? form.fields["data"] else {
                throw WebError(
                    status: .badRequest, code: "invalid_play",
                    message: "the form has no payload (Plex's) or data (Emby's) holding the play's JSON",
                    field: "payload")
            }
            json = Data(part.utf8)
        } else {
            let buffer: ByteBuffer
            do { buffer = try await request.body.collect(upTo: maximumBytes) } catch {
                throw WebError(status: .contentTooLarge, code: "body_too_large", message: "a play is at most 2 MB")
            }
            json = Data(buffer.readableBytesView)
        }
        // No store keeps a NUL in text: refused here, as every body is.
        guard !JSONText.holdsNUL(json) else {
            throw WebError.badRequest("invalid_text", "a text in the body holds a NUL character")
        }
        return json
    }
}

/// `{"film": "catalog:42"}`, or `{"film": null}` to skip: `film` is there either way (a body without it is
/// not a choice to skip).
struct PlayChoiceRequest: Decodable {
    let film: String?

    enum CodingKeys: String, CodingKey {
        case film
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        guard fields.contains(.film) else {
            throw DecodingError.keyNotFound(
                CodingKeys.film, .init(codingPath: [], debugDescription: "film is a film's id, or null to skip"))
        }
        film = try fields.decodeIfPresent(String.self, forKey: .film)
    }
}
