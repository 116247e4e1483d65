import MoviesDomain
import MoviesPresentation

/// Adds a film the catalog lacks through ``AddFilmViewModel``, as the web's form does: Enter checks it
/// and shows the films it may already be, Enter again adds it, and the search it came from runs again,
/// finding it. A form as ``LogPane`` is; its fields are its own.
@MainActor
final class AddFilmPane: Pane {
    private let session: BrowseSession
    private let screen: AddFilmViewModel?
    private let added: @MainActor () -> Void
    private(set) var model: AddFilmModel
    private var host = PaneHost(changed: {}, back: {})

    init(title: String, session: BrowseSession, added: @escaping @MainActor () -> Void) {
        self.session = session
        self.added = added
        screen = session.member.flatMap { try? session.screens.addFilmScreen(member: $0, strings: session.strings) }
        model = AddFilmModel(title: title)
    }

    func start(_ host: PaneHost) { self.host = host }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        model.frame(size: size, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        guard !model.sending else { return .handled }
        switch key {
        case .up: model.moveField(by: -1)
        case .down, .tab: model.moveField(by: 1)
        case .backspace: model.erase()
        case .character(let character): model.type(character)
        case .enter: send()
        case .escape: return .back
        default: return .handled
        }
        host.changed()
        return .handled
    }

    /// Checks the film, or adds it once checked.
    private func send() {
        guard let screen else {
            model.failure = ScreenFailure(
                kind: .unauthorized, code: "sign_in_required", message: session.strings.members.signInRequired,
                detail: "sign in to add a film")
            return
        }
        guard let draft = model.draft else {
            model.field = Int(model.year) == nil ? .year : .runtime
            model.failure = AddFilmViewModel.notANumber("\(model.field)")
            return
        }
        model.sending = true
        model.failure = nil
        Task { [weak self, screen, checked = model.checked] in
            if !checked {
                await screen.didCheck(draft)
                let state = await screen.state
                guard let self else { return }
                if state.failure != nil || !state.lookalikes.isEmpty {
                    (self.model.sending, self.model.failure) = (false, state.failure)
                    (self.model.lookalikes, self.model.checked) = (state.lookalikes, state.failure == nil)
                    return self.host.changed()
                }
            }
            await screen.didAdd(draft)
            let state = await screen.state
            guard let self else { return }
            (self.model.sending, self.model.failure) = (false, state.failure)
            guard state.failure == nil, state.added != nil else { return self.host.changed() }
            self.host.back()
            self.added()
        }
    }
}
