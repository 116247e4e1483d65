import MoviesDomain
import MoviesPresentation

/// Everything the search pane shows, as one value: the box, what is under it (recent searches while it
/// is empty, suggestions while words are typed, every film once Enter asked for them) and the selection.
struct SearchModel {
    enum Focus: Equatable { case box, list }
    enum Mode: Equatable { case recent, suggestions, results }

    enum Entry {
        case recent(String)
        case suggestedFilm(SuggestionsState.Film)
        case person(PersonMatchItem)
        case result(MoviesListItemViewModel)
    }

    var text = ""
    var focus = Focus.box
    /// The words whose results are shown, once Enter asked for them.
    var committed: String?
    var recent: [String] = []
    var suggestions = SuggestionsState()
    var search: SearchState?
    var cursor = ListCursor()

    var mode: Mode {
        if let committed, committed == text { return .results }
        return text.allSatisfy(\.isWhitespace) ? .recent : .suggestions
    }

    var entries: [Entry] {
        switch mode {
        case .recent: recent.map(Entry.recent)
        case .suggestions:
            suggestions.query == text
                ? suggestions.films.map(Entry.suggestedFilm) + suggestions.people.map(Entry.person) : []
        case .results:
            people.map(Entry.person) + (search?.list.items ?? []).map(Entry.result)
        }
    }

    /// The people the words name, above the films: the first few, as the web shows them beside the films.
    /// A search ran and found neither films nor people: a film may be added (`a`).
    var foundNothing: Bool {
        mode == .results && search.map { $0.list.isEmpty && $0.list.failure == nil && $0.people.isEmpty } == true
    }

    var people: [PersonMatchItem] { Array((search?.people ?? []).prefix(Self.peopleShown)) }

    static let peopleShown = 3

    /// The entry selected, when the list has the focus.
    var selectedEntry: Entry? {
        let entries = entries
        guard focus == .list, entries.indices.contains(cursor.selected) else { return nil }
        return entries[cursor.selected]
    }
}
