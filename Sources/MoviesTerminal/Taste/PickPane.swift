import MoviesDomain
import MoviesPresentation

/// Tonight's pick through ``PickViewModel`` (`p` in the For you tab): type whom to watch with and, if you
/// like, how long at most; Enter picks the films none of you has watched.
@MainActor
final class PickPane: Pane {
    private let session: BrowseSession
    private let screen: PickViewModel?
    private(set) var model = PickModel()
    /// Enter pressed while an answer was on its way: the pick is asked once it comes.
    private var pickWaiting = false
    private var host = PaneHost(changed: {}, back: {})

    init(session: BrowseSession) {
        self.session = session
        screen = session.member.map { session.screens.pickScreen(member: $0, strings: session.strings) }
    }

    func start(_ host: PaneHost) {
        self.host = host
        // The form first, with the friends one may name.
        load { screen, _ in await screen.didLoad() }
    }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        model.frame(size: size, strings: session.strings)
    }

    /// Typing goes on while the friends load; Enter waits for the answer before asking again.
    func handle(_ key: Key) -> PaneCommand {
        switch key {
        case .up: model.field = model.field.next(by: -1)
        case .down, .tab: model.field = model.field.next(by: 1)
        case .backspace: model.erase()
        case .character(let character): model.type(character)
        case .enter:
            if model.sending { pickWaiting = true } else { pick() }
        case .escape: return .back
        default: return .handled
        }
        host.changed()
        return .handled
    }

    private func pick() {
        load { screen, request in await screen.didPick(request) }
    }

    private func load(_ ask: @escaping @Sendable (PickViewModel, PickRequest) async -> Void) {
        guard let screen else {
            model.state = PickState()
            model.state?.failure = ScreenFailure(
                kind: .unauthorized, code: "sign_in_required", message: session.strings.members.signInRequired,
                detail: "sign in to pick films")
            return
        }
        model.sending = true
        Task { [weak self, request = model.request] in
            await ask(screen, request)
            let state = await screen.state
            guard let self else { return }
            (self.model.sending, self.model.state) = (false, state)
            if self.pickWaiting {
                self.pickWaiting = false
                self.pick()
            }
            self.host.changed()
        }
    }
}
