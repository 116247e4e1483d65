public import MoviesDomain

/// A member's public page (`/u/{name}`): who they are and their reviews, a page at a time.
public actor MemberPageViewModel {
    private let reviews: ReviewsUseCase
    private let name: String
    public let strings: Strings
    public private(set) var state = MemberPageState()
    private var observers = StateObservers<MemberPageState>()

    /// `name` as it arrived (an address): a name nobody could hold is nobody's page.
    public init(named name: String, reviews: ReviewsUseCase, strings: Strings = .english) {
        self.name = name
        self.reviews = reviews
        self.strings = strings
    }

    public func states() -> AsyncStream<MemberPageState> {
        observers.add(current: state)
    }

    public func didLoad(page: PageNumber = .first) async {
        do {
            guard let name = try? UserName(stored: name) else { throw AccountError.notFound }
            let (person, found) = try await reviews.reviews(byPersonNamed: name, page: page)
            let words = strings.account
            let handle = person.name.text
            state.fullName = person.fullName.description
            state.name = handle
            state.byline = "@\(handle) · " + words.joined(ReviewItemViewModel.dayText(person.joined, strings: strings))
            state.reviewsHeading = words.reviewsBy(handle)
            state.emptyText = found.items.isEmpty ? words.noReviewsBy(handle) : nil
            state.reviews = found.items.map { ReviewItemViewModel($0, strings: strings) }
            (state.page, state.totalPages, state.failure) = (found.page, found.totalPages, nil)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }
}
