import MoviesDomain
import MoviesPresentation

/// The search tab: a box that suggests films and people as words are typed (150 ms after the last key,
/// each key cancelling the question before it through ``SuggestionsViewModel``), recent searches while
/// it is empty, and every film on Enter in a list that loads its next page as the selection nears its end.
@MainActor
final class SearchPane: Pane {
    static let typingPause = Duration.milliseconds(150)

    private let session: BrowseSession
    private let suggestions: SuggestionsViewModel
    private let recent: RecentQueriesViewModel
    private let search: SearchViewModel
    private(set) var model = SearchModel()
    private var size = ScreenPainter.Size(columns: 80, rows: 20)
    private var following: [Task<Void, Never>] = []
    private var typing: Task<Void, Never>?
    private var host = PaneHost(changed: {}, back: {})

    init(session: BrowseSession) {
        self.session = session
        let screens = session.screens
        suggestions = screens.suggestions(strings: session.strings)
        recent = screens.recentSearches(of: session.history, maxCount: 10)
        search = screens.searchScreen(history: session.history, member: session.member, strings: session.strings)
    }

    func start(_ host: PaneHost) {
        self.host = host
        guard following.isEmpty else { return loadRecent() }
        following = [
            Task { [weak self, suggestions] in
                for await state in await suggestions.states() {
                    self?.model.suggestions = state
                    self?.host.changed()
                }
            },
            Task { [weak self, search] in
                for await state in await search.states() {
                    guard let self, self.model.committed != nil else { continue }
                    self.model.search = state
                    self.host.changed()
                }
            },
        ]
        loadRecent()
    }

    func stop() {
        following.forEach { $0.cancel() }
        typing?.cancel()
    }

    func frame(size: ScreenPainter.Size) -> PaneFrame {
        self.size = size
        return model.frame(size: size, strings: session.strings)
    }

    /// Puts the focus in the box, as `/` does from anywhere.
    func focusBox() {
        model.focus = .box
        host.changed()
    }

    func handle(_ key: Key) -> PaneCommand {
        model.focus == .box ? handleInBox(key) : handleInList(key)
    }

    private func handleInBox(_ key: Key) -> PaneCommand {
        switch key {
        case .character(let character):
            model.text.append(character)
            textChanged()
        case .backspace:
            guard !model.text.isEmpty else { return .unhandled }
            model.text.removeLast()
            textChanged()
        case .escape:
            // Leaves the box, words kept: from the list below, q quits and / comes back.
            model.focus = .list
            model.cursor = ListCursor()
        case .control("u"):
            model.text = ""
            textChanged()
        case .control("w"):
            model.text = Self.removingLastWord(model.text)
            textChanged()
        case .enter:
            commit(model.text)
        case .down:
            guard !model.entries.isEmpty else { return .handled }
            model.focus = .list
            model.cursor = ListCursor()
        default:
            return .unhandled
        }
        host.changed()
        return .handled
    }

    /// Ctrl-W: the text without its last word and the spaces after it, as a shell's line editor does.
    nonisolated static func removingLastWord(_ text: String) -> String {
        var text = text
        while text.last?.isWhitespace == true { text.removeLast() }
        while let last = text.last, !last.isWhitespace { text.removeLast() }
        return text
    }

    private func handleInList(_ key: Key) -> PaneCommand {
        let count = model.entries.count
        if key == .up, model.cursor.selected == 0 {
            model.focus = .box
        } else if model.cursor.handle(key, count: count, height: SearchModel.listHeight(size)) {
            loadMoreIfNeeded()
        } else {
            switch key {
            case .enter: return open()
            case .character("/"): model.focus = .box
            case .character("s"):
                guard case .result(let item)? = model.selectedEntry else { return .handled }
                Task { [search] in await search.didToggleSaved(item.id) }
            case .character("r"): retry()
            case .character("a") where model.foundNothing:
                // A film the source lacks: added, then the same search finds it.
                let query = model.committed ?? ""
                return .open(AddFilmPane(title: query, session: session) { [weak self] in self?.commit(query) })
            default: return .unhandled
            }
        }
        host.changed()
        return .handled
    }

    private func open() -> PaneCommand {
        switch model.selectedEntry {
        case .recent(let text)?:
            model.text = text
            commit(text)
            host.changed()
            return .handled
        case .suggestedFilm(let film)?: return .open(FilmPane(.id(film.id), session: session))
        case .result(let item)?: return .open(FilmPane(.id(item.id), session: session))
        case .person(let person)?: return .open(PersonPane(.id(person.id), session: session))
        case nil: return .handled
        }
    }

    /// Words typed: suggestions after a pause in the typing; an empty box shows the recent searches.
    private func textChanged() {
        typing?.cancel()
        model.cursor = ListCursor()
        guard model.mode == .suggestions else {
            Task { [suggestions] in await suggestions.didClear() }
            return
        }
        let text = model.text
        typing = Task { [suggestions] in
            guard (try? await Task.sleep(for: Self.typingPause)) != nil else { return }
            await suggestions.didType(text)
        }
    }

    private func commit(_ text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        typing?.cancel()
        model.committed = text
        model.search = nil
        model.focus = .list
        model.cursor = ListCursor()
        Task { [weak self, search] in
            await search.didSearch(text)
            guard let self else { return }
            self.loadRecent()
            // Settled, people and all: the top film is selected, below the people the words name.
            guard self.model.committed == text, self.model.cursor.selected == 0 else { return }
            self.model.search = await search.state
            let model = self.model
            self.model.cursor.move(
                to: model.people.count, count: model.entries.count, height: SearchModel.listHeight(self.size))
            self.host.changed()
        }
    }

    private func loadMoreIfNeeded() {
        guard model.mode == .results, let list = model.search?.list, list.hasMorePages, list.loading == .none,
            list.failure == nil, model.cursor.nearsEnd(of: model.entries.count)
        else { return }
        Task { [search] in await search.didLoadNextPage() }
    }

    private func retry() {
        guard model.mode == .results, let list = model.search?.list, list.failure != nil else { return }
        if list.items.isEmpty, let text = model.committed {
            commit(text)
        } else {
            Task { [search] in await search.didLoadNextPage() }
        }
    }

    private func loadRecent() {
        Task { [weak self, recent] in
            await recent.didLoad()
            let items = await recent.items
            self?.model.recent = items
            self?.host.changed()
        }
    }
}
