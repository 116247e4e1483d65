import MoviesDomain
import MoviesPresentation

/// The browse tab through ``DiscoverViewModel``: `g`, `d` and `o` step through the genres, the decades
/// and the orders (with Shift, backwards).
@MainActor
final class DiscoverPane: Pane {
    private let session: BrowseSession
    private let screen: DiscoverViewModel
    private(set) var model = DiscoverModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var following: Task<Void, Never>?
    private var host = PaneHost(changed: {}, back: {})
    private var started = false

    init(session: BrowseSession) {
        self.session = session
        screen = session.screens.discoverScreen(member: session.member, strings: session.strings)
    }

    func start(_ host: PaneHost) {
        self.host = host
        following?.cancel()
        following = Task { [weak self, screen] in
            for await state in await screen.states() {
                self?.model.state = state
                self?.host.changed()
            }
        }
        guard !started else { return }
        started = true
        Task { [screen] in await screen.didLoadGenres() }
        browse()
    }

    func stop() { following?.cancel() }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    func handle(_ key: Key) -> PaneCommand {
        let items = model.state?.list.items ?? []
        // Here g and G step the genres, as the hints say; j and k move as in every list.
        let stepsGenres = key == .character("g") || key == .character("G")
        if !stepsGenres,
            model.cursor.handle(key, count: items.count, height: max(1, size.rows - DiscoverModel.headerRows))
        {
            loadMoreIfNeeded()
            host.changed()
            return .handled
        }
        switch key {
        case .enter:
            guard items.indices.contains(model.cursor.selected) else { return .handled }
            return .open(FilmPane(.id(items[model.cursor.selected].id), session: session))
        case .character("s"):
            guard items.indices.contains(model.cursor.selected) else { return .handled }
            Task { [screen, id = items[model.cursor.selected].id] in await screen.didToggleSaved(id) }
        case .character("g"), .character("G"):
            let genres: [Genre?] = [nil] + (model.state?.genres ?? [])
            model.genre = Self.step(genres, from: model.genre, forward: key == .character("g"))
            browse()
        case .character("d"), .character("D"):
            model.decade = Self.step(DiscoverModel.decades, from: model.decade, forward: key == .character("d")) ?? nil
            browse()
        case .character("o"), .character("O"):
            model.sort = Self.step(DiscoverSort.allCases, from: model.sort, forward: key == .character("o"))
            browse()
        case .character("r"):
            guard model.state?.list.failure != nil else { return .handled }
            if items.isEmpty { browse() } else { Task { [screen] in await screen.didLoadNextPage() } }
        default:
            return .unhandled
        }
        return .handled
    }

    private func browse() {
        guard let filter = model.filter else { return }
        model.cursor = ListCursor()
        Task { [screen] in await screen.didBrowse(filter) }
    }

    private func loadMoreIfNeeded() {
        guard let list = model.state?.list, list.hasMorePages, list.loading == .none, list.failure == nil,
            model.cursor.nearsEnd(of: list.items.count)
        else { return }
        Task { [screen] in await screen.didLoadNextPage() }
    }

    private static func step<T: Equatable>(_ values: [T], from current: T, forward: Bool) -> T {
        let index = values.firstIndex(of: current) ?? 0
        return values[(index + (forward ? 1 : values.count - 1)) % values.count]
    }
}
