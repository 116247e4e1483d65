import MoviesDomain
import MoviesPresentation

/// Writes the member's review of a film through ``FilmReviewsViewModel``; once published the film's page
/// loads again and shows it.
@MainActor
final class ReviewPane: Pane {
    private let session: BrowseSession
    private let film: FilmReference
    private let screen: FilmReviewsViewModel
    private let published: @MainActor () -> Void
    private(set) var model = ReviewModel()
    private var host = PaneHost(changed: {}, back: {})

    private let title: String

    init(
        film: FilmReference, title: String, own: Review?, session: BrowseSession,
        published: @escaping @MainActor () -> Void
    ) {
        self.session = session
        self.film = film
        self.title = title
        self.published = published
        screen = session.screens.reviewsScreen(of: film, member: session.member, strings: session.strings)
        if let own {
            model.rating = own.content.rating
            model.hasSpoilers = own.content.hasSpoilers
            model.text = own.content.text ?? ""
        }
    }

    func start(_ host: PaneHost) { self.host = host }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        model.frame(size: size, title: title, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        guard !model.sending else { return .handled }
        switch key {
        case .left: model.rating = max(1, model.rating - 1)
        case .right: model.rating = min(10, model.rating + 1)
        case .tab: model.hasSpoilers.toggle()
        case .backspace: if !model.text.isEmpty { model.text.removeLast() }
        case .character(let character): model.text.append(character)
        case .enter: publish()
        case .escape: return .back
        default: return .handled
        }
        host.changed()
        return .handled
    }

    private func publish() {
        guard session.member != nil else {
            model.failure = ScreenFailure(
                kind: .unauthorized, code: "sign_in_required", message: session.strings.members.signInRequired,
                detail: "sign in to review")
            return
        }
        do {
            let draft = try ReviewDraft(rating: model.rating, text: model.text, hasSpoilers: model.hasSpoilers)
            model.sending = true
            model.failure = nil
            Task { [weak self, screen] in
                await screen.didWrite(draft)
                let failure = await screen.state.failure
                guard let self else { return }
                self.model.sending = false
                self.model.failure = failure
                guard failure == nil else { return self.host.changed() }
                self.published()
                self.host.back()
            }
        } catch {
            model.failure = ScreenFailure(error, strings: session.strings)
        }
    }
}
