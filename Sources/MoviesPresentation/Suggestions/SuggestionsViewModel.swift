public import MoviesDomain

/// The suggestions of a search box while words are typed: the first films a search finds (forgiving
/// slips, as search does) and the people the words name. Asking saves nothing to the recent searches:
/// a suggestion is not a search.
public actor SuggestionsViewModel {
    public static let filmsShown = 8
    public static let peopleShown = 3

    private let searchMovies: SearchMoviesUseCase
    private let people: PeopleUseCase
    private let strings: Strings
    public private(set) var state = SuggestionsState()

    /// `searchMovies` must save nothing (the container's, for no visitor).
    public init(searchMovies: SearchMoviesUseCase, people: PeopleUseCase, strings: Strings = .english) {
        self.searchMovies = searchMovies
        self.people = people
        self.strings = strings
    }

    public func didType(_ text: String) async {
        state = SuggestionsState()
        state.query = text
        do {
            let query = try MovieQuery(text)
            async let named = people.search(query, limit: Self.peopleShown)
            let page = try await searchMovies.execute(query)
            state.films = page.movies.prefix(Self.filmsShown).map {
                SuggestionsState.Film(id: $0.id, title: $0.title, year: $0.releaseDate.year)
            }
            state.searchedFor = page.searchedFor?.text
            state.people = ((try? await named) ?? []).map { PersonMatchItem(match: $0, strings: strings) }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}
