import MoviesDomain

extension Strings {
    public static let english = Strings(
        language: .english,
        appName: "Movies",
        searchLabel: "Search films",
        searchPlaceholder: "Search films by title",
        searchButton: "Search",
        recentSearches: "Recent searches",
        suggestions: "Suggestions",
        removeRecentSearch: { "Remove \u{201C}\($0)\u{201D} from recent searches" },
        clearRecentSearches: "Clear all",
        menu: "Menu",
        scrollRowBack: "Scroll the row back",
        scrollRowForward: "Scroll the row on",
        loading: "Loading…",
        loadingMore: "Loading more films…",
        loadMoreFailed: "More films could not be loaded.",
        nextPage: "Next page",
        previousPage: "Previous page",
        pageOf: { "Page \($0) of \($1)" },
        cachedResults: { age in
            switch age {
            case .justNow: "Saved results from a moment ago."
            case .minutes(let count): "Saved results from \(count) minute\(count == 1 ? "" : "s") ago."
            case .hours(let count): "Saved results from \(count) hour\(count == 1 ? "" : "s") ago."
            case .days(let count): "Saved results from \(count) day\(count == 1 ? "" : "s") ago."
            }
        },
        tryAgain: "Try again",
        noResults: { "No films match \u{201C}\($0)\u{201D}." },
        catalogCoverage: "The catalog holds 17,472 films released from 1940 to 2014, under their English titles.",
        homeIntro:
            "Find a film as you remember its title, browse by genre and decade, and keep a diary of what you watch.",
        skipToContent: "Skip to content",
        didYouMean: "Did you mean {query}?",
        showingFilmsFor: "Showing films for {query}.",
        resultsShown: { shown, total in "Showing \(shown.grouped(",")) of \(total.grouped(","))" },
        resultsShownTemplate: "Showing {shown} of {total}",
        resultsRange: { first, last, total in
            "Showing \(first.grouped(","))–\(last.grouped(",")) of \(total.grouped(","))"
        },
        noRating: "No rating",
        ratingOutOfTen: { "rating \($0) of 10" },
        backToResults: "← Back to results",
        posterAlt: { "Poster of \($0)" },
        toBeAnnounced: "To be announced",
        day: { year, month, day in "\(monthNames[month - 1]) \(day), \(year)" },
        minutes: { "\($0) min" },
        ratedBy: { raters, count in
            switch raters {
            case .critics: "Critics · \(count == 1 ? "1 review" : "\(count) reviews")"
            case .audience: "Audience · \(count == 1 ? "1 vote" : "\(count) votes")"
            }
        },
        showAllCast: { "Show all \($0)" },
        castBestKnownFirst: "Cast, best known first",
        castWithoutBilling:
            "The catalog does not record billing, so this order is a guess: a lead may come after a small part.",
        directedBy: { "Directed by \($0)" },
        factLabel: { kind in
            switch kind {
            case .originalTitle: "Original title"
            case .tagline: "Tagline"
            case .released: "Released"
            case .runtime: "Runtime"
            case .genres: "Genres"
            case .rating: "Rating"
            case .directors: "Directed by"
            case .writers: "Written by"
            case .cast: "Cast"
            case .countries: "Countries"
            case .languages: "Languages"
            case .certification: "Certification"
            case .metascore: "Metascore"
            case .awards: "Awards"
            case .production: "Production"
            case .boxOffice: "Box office"
            case .status: "Status"
            case .imdb: "IMDb"
            case .addedBy: "Added by"
            }
        },
        oscars: { won, nominated in
            [
                won > 0 ? "Won \(won) Oscar\(won == 1 ? "" : "s")." : nil,
                nominated > 0 ? "Nominated for \(nominated) Oscar\(nominated == 1 ? "" : "s")." : nil,
            ].compactMap { $0 }.joined(separator: " ")
        },
        queryEmpty: "Type a title to search.",
        queryTooLong: { length, maximum in
            "The search is \(length) characters long; the limit is \(maximum)."
        },
        pageNotANumber: { "The page must be a whole number, not \u{201C}\($0)\u{201D}." },
        pageNotPositive: { "Page \($0) does not exist; pages start at 1." },
        pageAboveMaximum: { _, maximum in "Results stop at page \(maximum); try a search with more words." },
        pageBeyondLast: { page, lastPage in
            lastPage == 0
                ? "Page \(page) does not exist: the search found nothing."
                : "Page \(page) does not exist; the last page is \(lastPage)."
        },
        firstPage: "Go to page 1",
        addressMalformed: "This address is not valid; check it or search again.",
        movieNotFound: "No film has this id.",
        pageNotFound: "This page does not exist.",
        unavailable: "Films cannot be loaded right now. Please try again.",
        unexpected: "Something went wrong on our side. Please try again.",
        languageLabel: "Language",
        catalogCredit: "Film data: Wikidata contributors (CC0 1.0)",
        tmdbCredit: "This product uses the TMDB API but is not endorsed or certified by TMDB."
    )

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
