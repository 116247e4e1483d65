import Foundation
public import MoviesDomain

/// The feed read as ``FeedRepository`` says, from the watches, reviews and lists kept here.
extension InMemoryMemberStore: FeedRepository {
    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        activities(of: Set(follows.keys.filter { $0.from == member }.map(\.to)), before: cursor, limit: limit)
    }

    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        activities(of: [member], before: cursor, limit: limit)
    }

    private func activities(of followed: Set<User.ID>, before cursor: FeedCursor?, limit: Int) -> [Activity] {
        var activities: [Activity] = []
        for watch in watches.values where followed.contains(watch.member) {
            guard let actor = accounts[watch.member]?.user else { continue }
            activities += Self.activities(of: watch, by: actor, diaryIsPublic: publicDiaries.contains(watch.member))
        }
        for stored in filmLists.values where followed.contains(stored.list.owner) {
            let list = stored.list
            guard list.details.isPublic, deletedLists[list.owner] != list.id,
                let actor = accounts[list.owner]?.user
            else { continue }
            let named = Activity.ListNamed(id: list.id, title: list.details.title, slug: list.slug)
            activities.append(
                Activity(
                    place: FeedCursor(seconds: list.created.timeIntervalSince1970, key: "l" + list.id.rawValue),
                    actor: actor, kind: .listed, film: nil, list: named))
            for entry in stored.films where entry.added.timeIntervalSince(list.created) > 60 {
                let key = "e\(list.id.rawValue)/\(entry.film.reference)"
                activities.append(
                    Activity(
                        place: FeedCursor(seconds: entry.added.timeIntervalSince1970, key: key), actor: actor,
                        kind: .added, film: entry.film, list: named))
            }
        }
        return Array(
            activities.filter { activity in cursor.map { activity.place < $0 } ?? true }.sorted { $0.place > $1.place }
                .prefix(limit))
    }

    private static func activities(of watch: Watch, by actor: User, diaryIsPublic: Bool) -> [Activity] {
        let film = ListedFilm(
            reference: watch.film.reference, title: watch.film.title, year: watch.film.year,
            posterPath: watch.film.posterPath)
        let details = watch.details
        let excerpt = watch.review?.text.map(Activity.excerpt(of:))
        let spoilers = watch.review?.hasSpoilers ?? false
        var found: [Activity] = []
        if diaryIsPublic {
            found.append(
                Activity(
                    place: FeedCursor(seconds: watch.logged.timeIntervalSince1970, key: "w" + watch.id.rawValue),
                    actor: actor, kind: .watched, film: film, day: details.day, rating: details.rating,
                    isRewatch: details.isRewatch, isLiked: details.isLiked, excerpt: excerpt, hasSpoilers: spoilers))
        }
        if let review = watch.review, !diaryIsPublic || review.written.timeIntervalSince(watch.logged) > 60 {
            found.append(
                Activity(
                    place: FeedCursor(seconds: review.written.timeIntervalSince1970, key: "r" + watch.id.rawValue),
                    actor: actor, kind: .reviewed, film: film, day: diaryIsPublic ? details.day : nil,
                    rating: details.rating, isRewatch: diaryIsPublic && details.isRewatch,
                    isLiked: diaryIsPublic && details.isLiked, excerpt: excerpt,
                    hasSpoilers: spoilers))
        }
        return found
    }

}
