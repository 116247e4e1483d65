public import Foundation

/// Watching together: a watch names the members who watched with its member (friends: each follows the
/// other), each named one is offered the watch, and accepting makes their own watch of that day with their
/// own rating.
public struct TogetherUseCase: Sendable {
    /// The most members one watch names.
    public static let maximumCompanions = 10

    private let together: any TogetherRepository
    private let follows: any FollowsRepository
    private let users: any MemberDirectory
    let diary: DiaryUseCase
    private let now: @Sendable () -> Date

    public init(
        together: any TogetherRepository, follows: any FollowsRepository, users: any MemberDirectory,
        diary: DiaryUseCase, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.together = together
        self.follows = follows
        self.users = users
        self.diary = diary
        self.now = now
    }

    /// Logs a watch naming the members of `names` as watched with; a name refused logs nothing.
    public func log(
        _ draft: WatchDraft, of film: FilmReference, by member: User.ID, with names: [String]
    ) async throws -> DiaryUseCase.Logged {
        let companions = try await companions(named: names, for: member)
        let logged = try await diary.log(draft, of: film, by: member)
        guard !companions.isEmpty else { return logged }
        _ = try await together.name(companions, on: logged.watch.id, of: member, at: now())
        return DiaryUseCase.Logged(
            watch: try await diary.watch(logged.watch.id, of: member), unsaved: logged.unsaved, review: logged.review,
            gaveDay: logged.gaveDay)
    }

    /// Names the members of `names` on one of the member's watches, in place of those it named (none to
    /// name nobody).
    public func name(_ names: [String], on watch: Watch.ID, by member: User.ID) async throws -> Watch {
        let companions = try await companions(named: names, for: member)
        guard try await together.name(companions, on: watch, of: member, at: now()) else {
            throw WatchError.notFound
        }
        return try await diary.watch(watch, of: member)
    }

    /// The watches offered to the member, newest first.
    public func offers(to member: User.ID) async throws -> [TogetherOffer] {
        try await together.offers(to: member)
    }

    /// Accepts an offer: the member's own watch of the film on the offer's day, with their own rating (a
    /// rewatch when their diary has the film already), naming the member who offered it.
    /// A member who logged the film on the offer's day already accepts with that watch (given `rating` if
    /// it has none): one watch a day, as the import's rule has it.
    public func accept(_ offer: Watch.ID, rating: Int?, by member: User.ID) async throws -> DiaryUseCase.Logged {
        let waiting = try await self.waiting(offer, for: member)
        if let day = waiting.day,
            let same = try await diary.watches(of: waiting.film.reference, by: member).first(where: {
                $0.details.day == day
            })
        {
            if let rating, same.details.rating == nil {
                let kept = same.details
                _ = try await diary.edit(
                    same.id, by: member,
                    to: try WatchDetails(
                        day: kept.day, rating: rating, isRewatch: kept.isRewatch, isLiked: kept.isLiked,
                        tags: kept.tags))
            }
            return DiaryUseCase.Logged(
                watch: try await accept(offer, with: same.id, by: member), unsaved: false, review: nil)
        }
        let logged = try await diary.log(
            WatchDraft(day: waiting.day, rating: rating, keepSaved: false), of: waiting.film.reference, by: member)
        guard try await together.answer(offer, for: member, accepted: logged.watch.id, at: now()) else {
            // Answered meanwhile (another tab, another server): the watch just made goes again.
            _ = try? await diary.delete(logged.watch.id, by: member)
            throw TogetherError.offerNotFound
        }
        return DiaryUseCase.Logged(
            watch: try await diary.watch(logged.watch.id, of: member), unsaved: logged.unsaved, review: nil)
    }

    /// Accepts an offer with a watch the member logged already (of the offer's film).
    public func accept(_ offer: Watch.ID, with watch: Watch.ID, by member: User.ID) async throws -> Watch {
        let waiting = try await self.waiting(offer, for: member)
        let own = try await diary.watch(watch, of: member)
        guard own.film.reference == waiting.film.reference else { throw TogetherError.otherFilm }
        guard try await together.answer(offer, for: member, accepted: watch, at: now()) else {
            throw TogetherError.offerNotFound
        }
        return try await diary.watch(watch, of: member)
    }

    /// The offer of `offer` waiting for the member; ``TogetherError/offerNotFound`` when none waits.
    private func waiting(_ offer: Watch.ID, for member: User.ID) async throws -> TogetherOffer {
        guard let waiting = try await together.offers(to: member).first(where: { $0.id == offer }) else {
            throw TogetherError.offerNotFound
        }
        return waiting
    }

    public func dismiss(_ offer: Watch.ID, by member: User.ID) async throws {
        guard try await together.answer(offer, for: member, accepted: nil, at: now()) else {
            throw TogetherError.offerNotFound
        }
    }

    /// The members `names` name (each once, `@` before a name allowed), checked: members, not the member,
    /// each following the member and followed by them; an empty name is refused.
    public func companions(named names: [String], for member: User.ID) async throws -> [User] {
        guard let distinct = Friends.distinct(names) else { throw TogetherError.emptyName }
        guard distinct.count <= Self.maximumCompanions else { throw TogetherError.tooMany(distinct.count) }
        do {
            return try await Friends(follows: follows, users: users).named(distinct, of: member)
        } catch let refusal as Friends.Refusal {
            switch refusal {
            case .empty: throw TogetherError.emptyName
            case .unknown(let name): throw TogetherError.unknownMember(name)
            case .yourself: throw TogetherError.yourself
            case .notFriends(let name): throw TogetherError.notFriends(name)
            }
        }
    }
}
