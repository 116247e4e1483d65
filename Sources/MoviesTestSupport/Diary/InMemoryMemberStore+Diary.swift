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
        return watch
    }

    public func update(
        _ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date
    ) async throws -> Watch? {
        guard let watch = watches[id], watch.member == member else { return nil }
        let changed = watch.with(details, at: time)
        watches[id] = changed
        return named(changed)
    }

    public func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        guard let watch = watches[id], watch.member == member else { return nil }
        watches[id] = nil
        if let earlier = deletedWatches[member] { reviewLikes[earlier.id] = nil }
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
        watches.values.filter { $0.member == member }.sorted { $0.isNewer(than: $1) }.map(named)
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

    public func shapesPicks(_ member: User.ID) async throws -> Bool {
        diariesShapingPicks.contains(member)
    }

    public func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws {
        guard accounts[member] != nil else { throw AccountError.notFound }
        if shapesPicks { diariesShapingPicks.insert(member) } else { diariesShapingPicks.remove(member) }
    }

    public func tags(of member: User.ID) async throws -> [TagCount] {
        var counts: [Tag: Int] = [:]
        var order: [Tag] = []
        for watch in watches.values.sorted(by: { $0.logged < $1.logged }) where watch.member == member {
            for tag in watch.details.tags {
                if counts[tag] == nil { order.append(tag) }
                counts[tag, default: 0] += 1
            }
        }
        return order.map { TagCount(tag: $0, watches: counts[$0] ?? 0) }
            .sorted { ($1.watches, $0.tag.key) < ($0.watches, $1.tag.key) }
    }

    public func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference> {
        let seen = Set(watches.values.lazy.filter { $0.member == member }.map(\.film.reference))
        return Set(films).intersection(seen)
    }

    /// Each member's rating of each film they rated: their latest rated watch's.
    var filmRatings: [RatingKey: (rating: Int, at: Date)] {
        var latest: [RatingKey: Watch] = [:]
        for watch in watches.values where watch.details.rating != nil {
            let key = RatingKey(member: watch.member, film: watch.film.reference)
            if let kept = latest[key], kept.isNewer(than: watch) { continue }
            latest[key] = watch
        }
        return latest.compactMapValues { watch in watch.details.rating.map { ($0, watch.logged) } }
    }
}
