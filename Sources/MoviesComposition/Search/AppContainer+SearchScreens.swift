public import MoviesDomain
public import MoviesPresentation

extension AppContainer: SearchScreens {
    public func homeScreen(history: HistoryOwner, member: User.ID? = nil, strings: Strings) -> HomeViewModel {
        HomeViewModel(
            fetchRecentQueries: fetchRecentQueries(of: history),
            forgetRecentQueries: forgetRecentQueries(of: history), discoverMovies: discoverMovies,
            notesCoverage: source == .catalog,
            member: member.map { (YourFilmsUseCase(diary: diary, saved: savedFilms), $0) }, strings: strings)
    }

    public func recentSearches(of history: HistoryOwner, maxCount: Int = 10) -> RecentQueriesViewModel {
        RecentQueriesViewModel(
            fetchRecentQueries: fetchRecentQueries(of: history),
            forgetRecentQueries: forgetRecentQueries(of: history), maxCount: maxCount)
    }

    public func searchScreen(history: HistoryOwner?, member: User.ID?, strings: Strings) -> SearchViewModel {
        SearchViewModel(
            searchMovies: searchMovies(savingTo: history), people: people, member: memberFilms(member),
            notesCoverage: source == .catalog, strings: strings)
    }

    public func suggestions(strings: Strings) -> SuggestionsViewModel {
        SuggestionsViewModel(searchMovies: searchMovies(savingTo: nil), people: people, strings: strings)
    }

    public func filmMarksScreen(member: User.ID, strings: Strings) -> FilmMarksViewModel {
        FilmMarksViewModel(member: memberFilms(member), strings: strings)
    }
}
