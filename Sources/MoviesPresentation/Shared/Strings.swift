public import MoviesDomain

/// Every string the screens show, in one language. Front ends take their words from here and from the
/// view models' outputs, never from literals of their own, so a new language is one new file.
public struct Strings: Sendable {
    public let language: Language

    // The search screen.
    public let appName: String
    public let searchLabel: String
    public let searchPlaceholder: String
    public let searchButton: String
    public let recentSearches: String
    /// The films and people a box suggests while words are typed.
    public let suggestions: String
    /// The button that clears one recent search, for a screen reader: "Remove “heat” from recent searches".
    public let removeRecentSearch: @Sendable (_ query: String) -> String
    public let clearRecentSearches: String
    /// What opens the header's links on a phone.
    public let menu: String
    /// The buttons that scroll a row of films: "Scroll the row back", "Scroll the row on".
    public let scrollRowBack: String
    public let scrollRowForward: String
    public let loading: String
    public let loadingMore: String
    public let loadMoreFailed: String
    public let nextPage: String
    public let previousPage: String
    /// "Page 2 of 14", where a list starts past its first page (an address with `?page=`).
    public let pageOf: @Sendable (_ page: Int, _ total: Int) -> String
    /// "Saved results from 2 days ago", for a cached page shown while the source is out of reach.
    public let cachedResults: @Sendable (_ age: Age) -> String
    public let tryAgain: String
    public let noResults: @Sendable (_ query: String) -> String
    /// What the embedded catalog covers, for a search that found nothing in it.
    public let catalogCoverage: String
    /// What Movies is for, first on the home page.
    public let homeIntro: String
    public let skipToContent: String
    /// "Did you mean {query}?": `{query}` stands where the suggested search goes (a link on the web).
    public let didYouMean: String
    /// Above films found for a slip read in the query: "Showing films for {query}.".
    public let showingFilmsFor: String
    /// "Showing 140 of 278": the results on screen and how many there are.
    public let resultsShown: @Sendable (_ shown: Int, _ total: Int) -> String
    /// The same with `{shown}` and `{total}` left to fill, for the page's script as more results load.
    public let resultsShownTemplate: String
    /// "Showing 21–40 of 278": a page asked for alone, past the first.
    public let resultsRange: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String
    /// Under a card's title when the film has no rating.
    public let noRating: String
    /// What a screen reader says for a rating: "rating 9.4 of 10".
    public let ratingOutOfTen: @Sendable (_ average: String) -> String

    // The details screen.
    public let backToResults: String
    public let posterAlt: @Sendable (_ title: String) -> String
    public let toBeAnnounced: String
    public let day: @Sendable (_ year: Int, _ month: Int, _ day: Int) -> String
    public let minutes: @Sendable (Int) -> String
    /// Whose rating it is and how many it stands on: "Critics · 153 reviews".
    public let ratedBy: @Sendable (_ raters: Rating.Raters, _ count: Int) -> String
    /// Opens the rest of a long cast list.
    public let showAllCast: @Sendable (_ count: Int) -> String
    /// The cast's label where it is not in billing order: "Cast, best known first".
    public let castBestKnownFirst: String
    /// Beside a cast best known first: that the order is a guess, and what it may get wrong.
    public let castWithoutBilling: String
    public let directedBy: @Sendable (_ names: String) -> String
    public let factLabel: @Sendable (MovieDetailsFact.Kind) -> String
    /// "Won 2 Oscars. Nominated for 7 Oscars.": either count may be 0 (then left unsaid).
    public let oscars: @Sendable (_ won: Int, _ nominated: Int) -> String

    // Failures.
    public let queryEmpty: String
    public let queryTooLong: @Sendable (_ length: Int, _ maximum: Int) -> String
    public let pageNotANumber: @Sendable (String) -> String
    public let pageNotPositive: @Sendable (Int) -> String
    public let pageAboveMaximum: @Sendable (_ page: Int, _ maximum: Int) -> String
    public let pageBeyondLast: @Sendable (_ page: Int, _ lastPage: Int) -> String
    /// A link back from a page that does not exist.
    public let firstPage: String
    /// The address holds text that is not valid percent-encoded UTF-8.
    public let addressMalformed: String
    public let movieNotFound: String
    /// An address that leads nowhere (a 404 page).
    public let pageNotFound: String
    public let unavailable: String
    /// For a failure nobody foresaw (a bug): says nothing of its cause, which goes to the log.
    public let unexpected: String

    // The page frame.
    public let languageLabel: String
    /// Credits for the data on screen: the catalog's, or TMDB's required notice.
    public let catalogCredit: String
    public let tmdbCredit: String
}

extension Strings {
    /// `May 25, 1977`, `1977`, or "To be announced", in this language.
    public func releaseText(_ date: ReleaseDate) -> String {
        switch date {
        case .day(let year, let month, let day): self.day(year, month, day)
        case .year(let year): String(year)
        case .unknown: toBeAnnounced
        }
    }
}
