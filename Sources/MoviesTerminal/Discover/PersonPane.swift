import MoviesDomain
import MoviesPresentation

/// A person's films through ``PersonViewModel``: all of them, or one role's.
@MainActor
final class PersonPane: Pane {
    private let session: BrowseSession
    private let screen: PersonViewModel
    private(set) var model = PersonModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var host = PaneHost(changed: {}, back: {})
    /// The role last asked for (`.some(nil)`: all of them) until the screen shows it; `.none` when none is
    /// pending.
    private var requestedRole: PersonCredit.Role??

    init(_ lookup: PersonViewModel.Lookup, session: BrowseSession) {
        self.session = session
        screen = session.screens.personScreen(lookup, strings: session.strings)
    }

    func start(_ host: PaneHost) {
        self.host = host
        load()
    }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        guard let content = model.content else {
            if key == .character("r") { load() }
            return key == .character("r") ? .handled : .unhandled
        }
        let height = max(1, size.rows - PersonModel.headerRows)
        if model.cursor.handle(key, count: content.credits.count, height: height) {
            host.changed()
            return .handled
        }
        switch key {
        case .enter:
            guard content.credits.indices.contains(model.cursor.selected) else { return .handled }
            return .open(FilmPane(.id(content.credits[model.cursor.selected].item.id), session: session))
        case .left, .right:
            // From the role last asked for, so each press counts however quickly they come.
            let roles: [PersonCredit.Role?] = [nil] + content.roleChoices.map(\.role)
            let index = roles.firstIndex(of: requestedRole ?? content.role) ?? 0
            let next = roles[(index + (key == .right ? 1 : roles.count - 1)) % roles.count]
            requestedRole = next
            Task { [weak self, screen] in
                await screen.didChooseRole(next)
                guard let self, self.requestedRole == .some(next) else { return }
                self.requestedRole = .none
                self.model.content = await screen.content
                self.model.cursor = ListCursor()
                self.host.changed()
            }
            return .handled
        default:
            return .unhandled
        }
    }

    private func load() {
        model.failure = nil
        host.changed()
        Task { [weak self, screen] in
            await screen.didLoad()
            self?.model.content = await screen.content
            self?.model.failure = await screen.failure
            self?.host.changed()
        }
    }
}
