public import MoviesDomain

/// The signed-in member's feed (the home page's, `/feed`, `/api/feed`, `movies feed`), or one member's
/// public activity (`/u/{name}/activity.rss`), a page at a time from a cursor.
public actor FeedViewModel {
    public enum Kind: Sendable, Equatable {
        /// What the members this member follows did.
        case following(User.ID)
        /// What the member with this name did that anyone may see.
        case publicActivity(String)
    }

    private let kind: Kind
    private let feed: FeedUseCase
    public let strings: Strings
    public private(set) var state = FeedState()
    private var observers = StateObservers<FeedState>()
    /// Where each page after the first begins, as the page before it said: the pages read so far.
    private var trail: [Int: FeedCursor] = [:]

    public init(_ kind: Kind, feed: FeedUseCase, strings: Strings = .english) {
        self.kind = kind
        self.feed = feed
        self.strings = strings
    }

    public func states() -> AsyncStream<FeedState> {
        observers.add(current: state)
    }

    /// The page `page` of those read so far, counted from the newest: a program that turns pages (the
    /// terminal app's ← →) needs no cursor. A page not reached yet is the first.
    public func didLoad(page: PageNumber) async {
        guard page.value > 1, let cursor = trail[page.value] else { return await didLoad(after: nil) }
        await load(after: cursor, page: page.value)
    }

    /// The page after `cursor` (the newest when nil).
    public func didLoad(after cursor: FeedCursor? = nil) async {
        trail = [:]
        await load(after: cursor, page: 1)
    }

    private func load(after cursor: FeedCursor?, page number: Int) async {
        var next = FeedState()
        next.heading = strings.feed.heading
        do {
            let page: FeedPage
            switch kind {
            case .following(let member):
                page = try await feed.page(for: member, after: cursor)
            case .publicActivity(let name):
                let (member, activity) = try await feed.publicActivity(ofMemberNamed: name, after: cursor)
                (page, next.ownerName) = (activity, member.name.text)
                next.heading = strings.feed.activityOf(member.name.text)
            }
            next.groups = page.groups.map(group)
            next.next = page.next
            next.emptyText = page.groups.isEmpty && cursor == nil ? strings.feed.empty : nil
            (next.page, next.totalPages) = (number, page.next == nil ? number : number + 1)
            if let following = page.next { trail[number + 1] = following }
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
        observers.send(state)
    }

    private func group(_ group: ActivityGroup) -> FeedState.Group {
        let words = strings.feed
        let (name, count) = (group.actor.name.text, group.activities.count)
        let title = count == 1 ? group.activities[0].film?.title : nil
        let list = group.list?.title ?? ""
        let headline =
            switch group.kind {
            case .watched: words.watched(name, count, title)
            case .reviewed: words.reviewed(name, count, title)
            case .listed: words.listed(name, list)
            case .added: words.added(name, count, title, list)
            }
        return FeedState.Group(
            kind: group.kind, name: name, fullName: group.actor.fullName.description, headline: headline,
            when: ReviewItemViewModel.dayText(group.activities[0].at, strings: strings),
            items: group.activities.compactMap(item), list: group.list, activities: group.activities)
    }

    private func item(_ activity: Activity) -> FeedState.Item? {
        guard let film = activity.film else { return nil }
        let words = strings.feed
        var details: [String] = []
        if let day = activity.day { details.append(words.watchedOn(strings.dayText(day))) }
        if activity.isRewatch { details.append(words.rewatch) }
        if activity.isLiked { details.append(words.liked) }
        let showsWatch = activity.kind == .watched || activity.kind == .reviewed
        return FeedState.Item(
            poster: FilmPosterItem(
                film: film.reference, title: film.title, year: film.year, posterPath: film.posterPath,
                strings: strings),
            stars: showsWatch ? activity.rating.map { ReviewItemViewModel.stars($0) } : nil,
            rating: showsWatch ? activity.rating : nil,
            details: showsWatch && !details.isEmpty ? details.joined(separator: " · ") : nil,
            excerpt: activity.excerpt.map { activity.hasSpoilers ? words.spoilersHidden : $0 })
    }
}
