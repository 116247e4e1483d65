public import Foundation

/// Where members' watches are kept, with each member's one rating per film: the latest given, on a watch
/// or on a review (a store's review write gives it too). Every call is for one member, and a watch id of
/// another member's is answered as no watch at all.
public protocol DiaryRepository: Sendable {
    /// Adds the watch; a rating on it becomes the member's rating of the film. Answers the watch as kept, with
    /// whether the member has reviewed the film: a store keeps it as given, a server gives it its own id and
    /// time.
    @discardableResult
    func add(_ watch: Watch) async throws -> Watch

    /// Adds many watches at once (an import's batch): a store writes them in one transaction, all or none.
    func addAll(_ watches: [Watch]) async throws

    /// Changes what the member said of a watch; a rating becomes the member's rating of the film as of
    /// `time`. Nil when the member has no such watch.
    func update(_ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date) async throws -> Watch?

    /// Deletes the watch, keeping it until the member's next delete so that it can be undone. Nil when the
    /// member has no such watch.
    func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch?

    /// Brings back the member's last deleted watch; nil when there is none.
    func undoDelete(of member: User.ID) async throws -> Watch?

    func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch?

    /// A page of the member's diary, newest first (``Watch/isNewer(than:)``).
    func watches(
        of member: User.ID, filter: DiaryFilter, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Watch>

    /// The member's watches of one film, newest first.
    func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch]

    /// Every watch of the member, newest first, in one read.
    func allWatches(of member: User.ID) async throws -> [Watch]

    /// The films of the member's diary, and the member's rating of each they rated: what taste reads,
    /// without the watches. By default made from ``allWatches(of:)``; a store reads it
    /// from what it keeps of each film.
    func diaryFilms(of member: User.ID) async throws -> DiaryFilms

    /// What the member's statistics for `year` (or all time) are made from (``DiaryTally``), counted as the
    /// diary changes or in a few reads, never by reading every watch.
    func tally(of member: User.ID, year: Int?) async throws -> DiaryTally

    /// The member's statistics for `year` (or all time): by default counted from ``tally(of:year:)``; a
    /// server answers its own.
    func statistics(of member: User.ID, year: Int?) async throws -> DiaryStatistics

    /// The member's rating of each of these films they have rated.
    func ratings(of films: [FilmReference], by member: User.ID) async throws -> [FilmReference: Int]

    /// Whether anyone may read the member's diary and statistics (no one but them, until they say).
    func isPublic(_ member: User.ID) async throws -> Bool
    func setPublic(_ isPublic: Bool, for member: User.ID) async throws

    /// Whether the member lets their ratings shape their friends' picks while their diary is private, the
    /// pick saying nothing of them (``TasteReach/unnamed``): not until they say so.
    func shapesPicks(_ member: User.ID) async throws -> Bool
    func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws

    /// The member's tags, each as first written, with how many of their watches carry it: most used first.
    func tags(of member: User.ID) async throws -> [TagCount]

    /// Which of these films the member has watched.
    func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference>
}

extension DiaryRepository {
    public func diaryFilms(of member: User.ID) async throws -> DiaryFilms {
        DiaryFilms(try await allWatches(of: member))
    }

    public func addAll(_ watches: [Watch]) async throws {
        for watch in watches { try await add(watch) }
    }

    public func statistics(of member: User.ID, year: Int?) async throws -> DiaryStatistics {
        DiaryStatistics(of: try await tally(of: member, year: year), year: year)
    }
}
