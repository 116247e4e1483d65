public import MoviesDomain

/// A member's profile (`/u/{name}`), as the viewer may see it (``ProfileUseCase``), its reviews a page at a
/// time.
public actor MemberPageViewModel {
    private let profiles: any ProfileReading
    private let name: String
    private let viewer: User.ID?
    public let strings: Strings
    public private(set) var state = MemberPageState()
    private var observers = StateObservers<MemberPageState>()

    /// `name` as it arrived (an address): a name nobody could hold is nobody's page.
    public init(named name: String, viewer: User.ID?, profiles: any ProfileReading, strings: Strings = .english) {
        self.name = name
        self.viewer = viewer
        self.profiles = profiles
        self.strings = strings
    }

    public func states() -> AsyncStream<MemberPageState> {
        observers.add(current: state)
    }

    public func didLoad(page: PageNumber = .first) async {
        do {
            show(try await profiles.profile(named: name, for: viewer, page: page))
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    private func show(_ profile: Profile) {
        let (words, person) = (strings.profile, profile.member)
        let handle = person.name.text
        var next = MemberPageState()
        next.fullName = person.fullName.description
        next.name = handle
        (next.givenName, next.familyName) = (person.fullName.given, person.fullName.family)
        next.joined = person.joined
        next.byline =
            "@\(handle) · " + strings.account.joined(ReviewItemViewModel.dayText(person.joined, strings: strings))
        next.isOwn = profile.isOwn
        next.signedIn = viewer != nil
        next.favourites = profile.favourites.map { FilmPosterItem($0, strings: strings) }
        next.favouritesHint = profile.isOwn && profile.favourites.isEmpty ? words.noFavourites : nil
        let counts = profile.counts
        next.numbers = counts
        // The films watched only where the diary is the viewer's to read.
        let watched: [MemberPageState.Count] =
            if let films = counts.films, let thisYear = counts.filmsThisYear {
                [
                    .init(value: strings.number(films), label: words.films(films)),
                    .init(value: strings.number(thisYear), label: words.thisYear),
                ]
            } else { [] }
        next.counts =
            watched + [
                .init(value: strings.number(counts.reviews), label: words.reviews(counts.reviews)),
                .init(value: strings.number(counts.lists), label: words.lists(counts.lists)),
            ]
        let club = strings.club
        next.follows = profile.follows
        next.followers = .init(
            value: strings.number(profile.follows.followers), label: club.followers(profile.follows.followers))
        next.following = .init(value: strings.number(profile.follows.following), label: club.following)
        next.standing = profile.standing
        next.blockedNote = profile.standing.blocks ? club.youBlocked(handle) : nil
        if let average = profile.ratings.average {
            next.ratings = MemberRatingsContent(profile.ratings, strings: strings)
            next.ratingsText = words.average(Rating.text(average), profile.ratings.total)
        }
        next.recent = profile.recentWatches?.map { FilmPosterItem($0, strings: strings) }
        next.lists = profile.lists.map { ListRow($0, strings: strings) }
        next.reviewsHeading = strings.account.reviewsBy(handle)
        next.emptyText = profile.reviews.items.isEmpty ? strings.account.noReviewsBy(handle) : nil
        next.reviews = profile.reviews.items.map { ReviewItemViewModel($0, strings: strings) }
        (next.page, next.totalPages) = (profile.reviews.page, profile.reviews.totalPages)
        state = next
    }
}
