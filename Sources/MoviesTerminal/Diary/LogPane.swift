import Foundation
import MoviesDomain
import MoviesPresentation

/// Logs a watch of a film through ``WatchFormViewModel``, as the web's log form does: day, rating, like,
/// tags and review. Once logged, the film's page loads again and offers to undo it. A form as ``ReviewPane`` is
/// (it starts, draws and waits while sending as that one does); its fields and keys are its own.
@MainActor
final class LogPane: Pane {
    private let session: BrowseSession
    private let film: FilmReference
    private let title: String
    private let screen: WatchFormViewModel?
    private let logged: @MainActor (_ watch: Watch.ID, _ unsaved: Bool, _ notice: String?, _ gaveDay: Bool) -> Void
    private(set) var model: LogModel
    private var host = PaneHost(changed: {}, back: {})

    init(
        film: FilmReference, title: String, session: BrowseSession,
        logged: @escaping @MainActor (Watch.ID, Bool, String?, Bool) -> Void
    ) {
        self.session = session
        self.film = film
        self.title = title
        self.logged = logged
        screen = session.member.map { session.screens.watchFormScreen(member: $0, strings: session.strings) }
        model = LogModel(today: screen?.today ?? CalendarDay(.now, in: .gmt))
    }

    func start(_ host: PaneHost) { self.host = host }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        model.frame(size: size, title: title, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        guard !model.sending else { return .handled }
        switch key {
        case .up: model.moveField(by: -1)
        case .down, .tab: model.moveField(by: 1)
        case .left where model.field == .rating: model.rating = max(0, model.rating - 1)
        case .right where model.field == .rating: model.rating = min(10, model.rating + 1)
        case .backspace: model.erase()
        case .character(let character): model.type(character)
        case .enter: log()
        case .escape: return .back
        default: return .handled
        }
        host.changed()
        return .handled
    }

    private func log() {
        guard let screen else {
            model.failure = ScreenFailure(
                kind: .unauthorized, code: "sign_in_required", message: session.strings.members.signInRequired,
                detail: "sign in to keep a diary")
            return
        }
        model.sending = true
        model.failure = nil
        Task { [weak self, screen, form = model.form, film] in
            await screen.didLog(form, of: film)
            let state = await screen.state
            guard let self else { return }
            self.model.sending = false
            self.model.failure = state.failure
            guard state.failure == nil, let watch = state.watch else { return self.host.changed() }
            self.logged(watch.id, state.unsaved, state.notice, state.gaveDay)
            self.host.back()
        }
    }
}
