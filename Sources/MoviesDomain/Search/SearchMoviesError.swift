public enum SearchMoviesError: Error, Equatable, Sendable, CustomStringConvertible {
    case pageBeyondLast(page: Int, lastPage: Int)

    public var description: String {
        switch self {
        case .pageBeyondLast(let page, let lastPage) where lastPage == 0:
            "page \(page) does not exist: the search found nothing"
        case .pageBeyondLast(let page, let lastPage):
            "page \(page) does not exist; the last page is \(lastPage)"
        }
    }
}
