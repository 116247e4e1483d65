public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: DiaryRepository {
    struct RatingKey: Hashable {
        let member: User.ID
        let film: FilmReference
    }

    @discardableResult
    public func add(_ watch: Watch) async throws -> Watch {
        guard accounts[watch.member] != nil else { throw AccountError.notFound }
        watches[watch.id] = watch
        if let rating = watch.details.rating { rate(watch.film.reference, rating, by: watch.member, at: watch.logged) }
        var kept = watch
        kept.isReviewed = reviews[ReviewKey(author: watch.member, film: watch.film.reference)] != nil
        return kept
    }

    public func update(
        _ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date
    ) async throws -> Watch? {
        guard let watch = watches[id], watch.member == member else { return nil }
        let changed = watch.with(details)
        watches[id] = changed
        if let rating = details.rating, rating != watch.details.rating {
            rate(watch.film.reference, rating, by: member, at: time)
        }
        return changed
    }

    public func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        guard let watch = watches[id], watch.member == member else { return nil }
        watches[id] = nil
        deletedWatches[member] = watch
        return watch
    }

    public func undoDelete(of member: User.ID) async throws -> Watch? {
        guard let watch = deletedWatches.removeValue(forKey: member) else { return nil }
        watches[watch.id] = watch
        return watch
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        try await allWatches(of: member).first { $0.id == id }
    }

    public func watches(
        of member: User.ID, filter: DiaryFilter, page: PageNumber, pageSize: Int
    ) async throws -> Paged<Watch> {
        let all = try await allWatches(of: member).filter(filter.admits)
        let start = min((page.value - 1) * pageSize, all.count)
        let items = Array(all[start..<min(start + pageSize, all.count)])
        return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: all.count)
    }

    public func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch] {
        try await allWatches(of: member).filter { $0.film.reference == film }
    }

    public func tally(of member: User.ID, year: Int?) async throws -> DiaryTally {
        DiaryTally(of: try await allWatches(of: member), ratings: allRatings(by: member), year: year)
    }

    public func allWatches(of member: User.ID) async throws -> [Watch] {
        watches.values.filter { $0.member == member }.sorted { $0.isNewer(than: $1) }.map { watch in
            var read = watch
            read.isReviewed = reviews[ReviewKey(author: member, film: watch.film.reference)] != nil
            return read
        }
    }

    public func ratings(of films: [FilmReference], by member: User.ID) async throws -> [FilmReference: Int] {
        var found: [FilmReference: Int] = [:]
        for film in films { found[film] = filmRatings[RatingKey(member: member, film: film)]?.rating }
        return found
    }

    private func allRatings(by member: User.ID) -> [FilmReference: Int] {
        var found: [FilmReference: Int] = [:]
        for (key, given) in filmRatings where key.member == member { found[key.film] = given.rating }
        return found
    }

    public func isPublic(_ member: User.ID) async throws -> Bool {
        publicDiaries.contains(member)
    }

    public func setPublic(_ isPublic: Bool, for member: User.ID) async throws {
        guard accounts[member] != nil else { throw AccountError.notFound }
        if isPublic { publicDiaries.insert(member) } else { publicDiaries.remove(member) }
    }

    public func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference> {
        let seen = Set(watches.values.lazy.filter { $0.member == member }.map(\.film.reference))
        return Set(films).intersection(seen)
    }

    /// The member's rating of the film becomes `rating`, unless one was given later.
    func rate(_ film: FilmReference, _ rating: Int, by member: User.ID, at time: Date) {
        let key = RatingKey(member: member, film: film)
        if let given = filmRatings[key], given.at > time { return }
        filmRatings[key] = (rating, time)
    }
}
