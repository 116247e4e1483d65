import Foundation
public import MoviesDomain

/// The suggestions of a search box while words are typed: the first films a search finds (forgiving
/// slips, as search does) and the people the words name. Asking saves nothing to the recent searches:
/// a suggestion is not a search.
///
/// Words typed while an earlier question is out cancel it, and an answer to words no longer in the box
/// is dropped: ``state`` is always about the latest words, whatever order the answers come in.
public actor SuggestionsViewModel {
    public static let filmsShown = 8
    public static let peopleShown = 3

    private let searchMovies: SearchMoviesUseCase
    private let people: PeopleUseCase
    private let strings: Strings
    public private(set) var state = SuggestionsState()
    private var observers = StateObservers<SuggestionsState>()
    private var running: Task<SuggestionsState, Never>?
    private var generation = 0

    /// `searchMovies` must save nothing (the container's, for no visitor).
    public init(searchMovies: SearchMoviesUseCase, people: PeopleUseCase, strings: Strings = .english) {
        self.searchMovies = searchMovies
        self.people = people
        self.strings = strings
    }

    /// Every state from now on, starting with the current one.
    public func states() -> AsyncStream<SuggestionsState> {
        observers.add(current: state)
    }

    public func didType(_ text: String) async {
        running?.cancel()
        generation += 1
        let current = generation
        let task = Task { [searchMovies, people, strings] in
            await Self.suggestions(for: text, searchMovies: searchMovies, people: people, strings: strings)
        }
        running = task
        let answer = await task.value
        guard current == generation else { return }
        running = nil
        state = answer
        observers.send(state)
    }

    /// Empties the box: no words, no suggestions, and any question still out is dropped.
    public func didClear() {
        running?.cancel()
        generation += 1
        state = SuggestionsState()
        observers.send(state)
    }

    /// Whether every word typed is one of the words of `name`, whatever the case or accents.
    static func names(_ name: String, _ typed: String) -> Bool {
        let words = { (text: String) in
            Set(
                text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    .split { !$0.isLetter && !$0.isNumber }.map(String.init))
        }
        let typedWords = words(typed)
        return !typedWords.isEmpty && typedWords.isSubset(of: words(name))
    }

    private static func suggestions(
        for text: String, searchMovies: SearchMoviesUseCase, people: PeopleUseCase, strings: Strings
    ) async -> SuggestionsState {
        var state = SuggestionsState()
        state.query = text
        do {
            let query = try MovieQuery(text)
            async let named = people.search(query, limit: peopleShown)
            let page = try await searchMovies.execute(query)
            state.films = page.movies.prefix(filmsShown).map {
                SuggestionsState.Film(id: $0.id, title: $0.title, year: $0.releaseDate.year)
            }
            state.searchedFor = page.searchedFor?.text
            state.people = ((try? await named) ?? []).map { PersonMatchItem(match: $0, strings: strings) }
            state.peopleFirst = state.people.first.map { Self.names($0.name, query.text) } ?? false
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        return state
    }
}
