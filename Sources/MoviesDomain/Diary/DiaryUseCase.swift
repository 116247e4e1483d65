public import Foundation

/// Log a watch (with its rating, review and the saved film it ends), edit, delete and undo it, and read a
/// member's diary and what it says of one film.
public struct DiaryUseCase: Sendable {
    public static let pageSize = 20

    private let diary: any DiaryRepository
    private let films: FilmSource
    private let saved: any SavedFilmsRepository
    private let reviews: any ReviewsRepository
    private let users: any MemberDirectory
    /// Who blocked whom, for whose diary a viewer may read; nil where nobody blocks anybody.
    private let follows: (any FollowsRepository)?
    /// The logs sent with a phone's id, so one sent again is logged once; nil where none are kept.
    private let sentLogs: (any SentLogsRepository)?
    private let now: @Sendable () -> Date
    /// Where "today" is counted; a day ahead of it is allowed still, for members east of it.
    private let timeZone: TimeZone

    public init(
        diary: any DiaryRepository, films: FilmSource, saved: any SavedFilmsRepository, reviews: any ReviewsRepository,
        users: any MemberDirectory, follows: (any FollowsRepository)? = nil,
        sentLogs: (any SentLogsRepository)? = nil, timeZone: TimeZone = .gmt,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.sentLogs = sentLogs
        self.users = users
        self.follows = follows
        self.diary = diary
        self.films = films
        self.saved = saved
        self.reviews = reviews
        self.timeZone = timeZone
        self.now = now
    }

    /// What logging did besides the watch: whether the film left the saved films, the review written, and
    /// whether the watch is the film's earlier watch of no day, given its day (``log(_:of:by:)``).
    public struct Logged: Sendable, Equatable {
        public let watch: Watch
        public let unsaved: Bool
        public let review: MoviesDomain.Review?
        public let gaveDay: Bool

        public init(watch: Watch, unsaved: Bool, review: MoviesDomain.Review?, gaveDay: Bool = false) {
            self.watch = watch
            self.unsaved = unsaved
            self.review = review
            self.gaveDay = gaveDay
        }
    }

    /// Logs a watch of a film of this installation's source, as the source tells the film now. The film, its
    /// earlier watches and whether it is saved are asked at once.
    ///
    /// The import's rule holds here too (``ImportMerge``, its third step): a watch of a day, of a film the
    /// diary has a watch of no day of (a rating's, a "watched" mark's), gives that watch its day, the rating
    /// said now, and what else it lacks, instead of adding a rewatch.
    ///
    /// A log sent with a ``ReplayID`` it was logged with before is that watch again, not a second one.
    public func log(_ draft: WatchDraft, of film: FilmReference, by member: User.ID) async throws -> Logged {
        guard let id = draft.replayID, let sentLogs else { return try await logOnce(draft, of: film, by: member) }
        let time = now()
        switch try await sentLogs.claim(id, of: member, at: time, staleBefore: time - Self.sendingGoesStale) {
        case .logged(let watch):
            guard let earlier = try await diary.watch(watch, of: member) else { throw WatchError.loggedAndDeleted }
            return Logged(watch: earlier, unsaved: false, review: nil)
        case .sending:
            throw WatchError.stillSending
        case .claimed:
            let logged: Logged
            do {
                logged = try await logOnce(draft, of: film, by: member)
            } catch {
                try? await sentLogs.release(id, of: member)
                throw error
            }
            try await sentLogs.settle(id, of: member, watch: logged.watch.id)
            return logged
        }
    }

    /// How long a claimed log may go unsettled before another sending takes it over (its server stopped).
    static let sendingGoesStale: TimeInterval = 120

    private func logOnce(_ draft: WatchDraft, of film: FilmReference, by member: User.ID) async throws -> Logged {
        if draft.review != nil, draft.rating == nil { throw WatchError.reviewWithoutRating }
        async let source = films.movie(film)
        async let earlier = draft.isRewatch == nil || draft.day != nil ? diary.watches(of: film, by: member) : []
        async let savedNow = draft.keepSaved ? [] : saved.savedFilms(among: [film], for: member)
        async let known = draft.tags.isEmpty ? [] : diary.tags(of: member)
        let watched = WatchedFilm(try await source, reference: film)
        var before = try await earlier
        // A review written now is never dropped: a watch of no day with a review of its own is left as it is.
        let undated =
            draft.day == nil
            ? nil
            : before.firstIndex { $0.details.day == nil && !(draft.review != nil && $0.isReviewed) }.map {
                before.remove(at: $0)
            }
        let isRewatch = draft.isRewatch ?? Self.isRewatch(on: draft.day, after: before)
        let details = try WatchDetails(
            day: draft.day, rating: draft.rating, isRewatch: isRewatch, isLiked: draft.isLiked,
            tags: draft.tags.asFirstWritten(in: try await known.map(\.tag)))
        try check(details, of: watched)
        if let undated {
            let logged = try await giveDay(of: details, to: undated, review: draft.review, by: member)
            let unsaved = try await savedNow.isEmpty ? false : try await saved.remove(film, for: member)
            return Logged(watch: logged.watch, unsaved: unsaved, review: logged.review, gaveDay: true)
        }
        let time = now().roundedToMilliseconds
        let review = try draft.review.map {
            WatchReview(
                try ReviewDraft(rating: details.rating ?? 0, text: $0.text, hasSpoilers: $0.hasSpoilers), written: time)
        }
        var watch = Watch(
            id: .make(), member: member, film: watched, details: details, logged: time, liked: time, review: review)
        watch.source = draft.source
        let logged = try await diary.add(watch)
        let written = review == nil ? nil : try await reviews.review(of: film, by: member)
        // Most films logged are not saved: those cost no write.
        let unsaved = try await savedNow.isEmpty ? false : try await saved.remove(film, for: member)
        return Logged(watch: logged, unsaved: unsaved, review: written)
    }

    /// The watch of no day `undated`, given the day of `details`, its rating when it says one, and what
    /// else it lacks: a like, tags, and `review` when it has none.
    private func giveDay(
        of details: WatchDetails, to undated: Watch, review: WatchDraft.Review?, by member: User.ID
    ) async throws -> (watch: Watch, review: MoviesDomain.Review?) {
        let kept = undated.details
        let given = try WatchDetails(
            day: details.day, rating: details.rating ?? kept.rating, isRewatch: details.isRewatch,
            isLiked: details.isLiked || kept.isLiked, tags: kept.tags.joined(with: details.tags))
        let time = now().roundedToMilliseconds
        guard var watch = try await diary.update(undated.id, of: member, to: given, at: time) else {
            throw WatchError.notFound
        }
        var written: MoviesDomain.Review?
        if let review, !undated.isReviewed, let rating = given.rating {
            let draft = try ReviewDraft(rating: rating, text: review.text, hasSpoilers: review.hasSpoilers)
            written = try await reviews.write(draft, on: watch.id, by: member, at: time)
            watch = try await diary.watch(watch.id, of: member) ?? watch
        }
        return (watch, written)
    }

    /// Changes what the member said of one of their watches.
    public func edit(_ id: Watch.ID, by member: User.ID, to details: WatchDetails) async throws -> Watch {
        guard let watch = try await diary.watch(id, of: member) else { throw WatchError.notFound }
        try check(details, of: watch.film)
        // The review's rating is the watch's: a reviewed watch keeps one.
        if watch.isReviewed, details.rating == nil { throw WatchError.reviewWithoutRating }
        let known = details.tags.isEmpty ? [] : try await diary.tags(of: member).map(\.tag)
        let tagged = details.tagged(
            details.tags.map { tag in watch.details.tags.first { $0 == tag } ?? tag }
                .asFirstWritten(in: known))
        guard let changed = try await diary.update(id, of: member, to: tagged, at: now().roundedToMilliseconds)
        else { throw WatchError.notFound }
        return changed
    }

    /// Deletes one of the member's watches; ``undoDelete(by:)`` brings it back until the next delete.
    public func delete(_ id: Watch.ID, by member: User.ID) async throws -> Watch {
        guard let deleted = try await diary.delete(id, of: member) else { throw WatchError.notFound }
        return deleted
    }

    public func undoDelete(by member: User.ID) async throws -> Watch? {
        try await diary.undoDelete(of: member)
    }

    /// The member's watches of the film, newest first.
    public func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch] {
        try await diary.watches(of: film, by: member)
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch {
        guard let watch = try await diary.watch(id, of: member) else { throw WatchError.notFound }
        return watch
    }

    /// The id of the member's watch that `text` is, or is the start of (four characters at least): what a
    /// person types from a list that shows ids cut short.
    public func watchID(startingWith text: String, of member: User.ID) async throws -> Watch.ID {
        let start = text.lowercased()
        if let watch = try await diary.watch(Watch.ID(start), of: member) { return watch.id }
        guard start.count >= 4 else { throw WatchError.notFound }
        let matches = try await diary.allWatches(of: member).filter { $0.id.rawValue.hasPrefix(start) }
        guard matches.count < 2 else {
            let watches = matches.map {
                "\($0.id.rawValue.prefix(8)) \($0.film.title) (\($0.details.day?.description ?? "unknown"))"
            }
            throw WatchError.ambiguousID(String(text.prefix(40)), watches: watches)
        }
        guard let match = matches.first else { throw WatchError.notFound }
        return match.id
    }

    /// A page of the member's diary, newest first; with ``DiaryFilter/film``, of that film's watches alone
    /// (few, read whole and paged here).
    public func diary(
        of member: User.ID, filter: DiaryFilter = .all, page: PageNumber = .first
    ) async throws -> Paged<Watch> {
        guard let film = filter.film else {
            return try await diary.watches(of: member, filter: filter, page: page, pageSize: Self.pageSize)
        }
        let watches = try await diary.watches(of: film, by: member).filter(filter.admits)
        let start = min((page.value - 1) * Self.pageSize, watches.count)
        return Paged(
            items: Array(watches[start..<min(start + Self.pageSize, watches.count)]), page: page.value,
            pageSize: Self.pageSize, totalCount: watches.count)
    }

    /// What the member's diary says of one film: how often and when it was watched, and their rating.
    public func summary(of film: FilmReference, for member: User.ID) async throws -> FilmDiarySummary {
        let watches = try await diary.watches(of: film, by: member)
        let rating = try await diary.ratings(of: [film], by: member)[film]
        return FilmDiarySummary(watches: watches, rating: rating)
    }

    /// The member's marks on a page of films: which they watched, and their rating of each rated one.
    public func marks(among films: [FilmReference], for member: User.ID) async throws -> [FilmReference: FilmMark] {
        guard !films.isEmpty else { return [:] }
        async let watched = diary.watched(among: films, by: member)
        async let ratings = diary.ratings(of: films, by: member)
        let (seen, rated) = try await (watched, ratings)
        var marks: [FilmReference: FilmMark] = [:]
        for film in seen.union(rated.keys) {
            marks[film] = FilmMark(watched: seen.contains(film), rating: rated[film])
        }
        return marks
    }

    /// The member's tags with how many watches carry each, most used first.
    public func tags(of member: User.ID) async throws -> [TagCount] {
        try await diary.tags(of: member)
    }

    /// What the member's diary adds up to, for one year or (nil) all time.
    public func statistics(of member: User.ID, year: Int? = nil) async throws -> DiaryStatistics {
        try await diary.statistics(of: member, year: year)
    }

    /// The member of this name, when ``Privacy`` lets `viewer` read their diary (their own, or public and
    /// no block between them); ``AccountError/notFound`` otherwise, the same as for no member at all (a
    /// private diary's owner is not told apart).
    public func diaryOwner(named name: String, seenBy viewer: User.ID?) async throws -> User {
        guard let name = try? UserName(name), let member = try await users.user(named: name),
            try await Privacy.between(viewer, member.id, follows: follows, diary: diary).seesDiary
        else { throw AccountError.notFound }
        return member
    }

    public func isPublic(_ member: User.ID) async throws -> Bool {
        try await diary.isPublic(member)
    }

    public func setPublic(_ isPublic: Bool, for member: User.ID) async throws {
        try await diary.setPublic(isPublic, for: member)
    }

    public func shapesPicks(_ member: User.ID) async throws -> Bool {
        try await diary.shapesPicks(member)
    }

    public func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws {
        try await diary.setShapesPicks(shapesPicks, for: member)
    }

    /// Today where the diary counts days.
    public var today: CalendarDay { CalendarDay(now(), in: timeZone) }

    /// Whether a watch on `day` follows one of `earlier` watches of the film: one on that day or before, or
    /// one of no known day (long ago). A watch of no known day follows only another such.
    static func isRewatch(on day: CalendarDay?, after earlier: [Watch]) -> Bool {
        earlier.contains { watch in
            guard let theirs = watch.details.day else { return true }
            guard let day else { return false }
            return theirs <= day
        }
    }

    private func check(_ details: WatchDetails, of film: WatchedFilm) throws {
        guard let day = details.day else { return }
        if day > today.next { throw WatchError.dayInTheFuture(day) }
        if let year = film.year, day.year < year { throw WatchError.dayBeforeRelease(day, year: year) }
    }
}
