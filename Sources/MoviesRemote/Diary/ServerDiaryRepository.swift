public import Foundation
import MoviesAPI
public import MoviesDomain
import NIOHTTP1

/// The signed-in member's diary on a Movies server, through `/api/diary`, `/api/stats` and `/api/marks` and
/// their access token: the server decides whose it is, so the member ids the use cases pass are the
/// token's member. The server checks each watch again as its own use cases do, gives new watches their id,
/// and counts the statistics; a new watch's review is sent with it, and the saved film it may change goes
/// through its own route.
public struct ServerDiaryRepository: DiaryRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func add(_ watch: Watch) async throws -> Watch {
        let body = ServerWatchDraftDTO(film: watch.film.reference, details: watch.details, review: watch.review)
        let kept: ServerWatchDTO = try await client.send(.make(.logWatch), json: body)
        return try domain(kept, of: watch.member)
    }

    public func update(
        _ id: Watch.ID, of member: User.ID, to details: WatchDetails, at time: Date
    ) async throws -> Watch? {
        try await client.absentIfNotFound {
            let body = ServerWatchDraftDTO(film: nil, details: details)
            let changed: ServerWatchDTO = try await client.send(.make(.editWatch, id.rawValue), json: body)
            return try domain(changed, of: member)
        }
    }

    public func delete(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        try await client.absentIfNotFound {
            let answer: ServerDiaryDTO = try client.decode(try await client.send(.make(.deleteWatch, id.rawValue)))
            return try answer.watch.map { try domain($0, of: member) }
        }
    }

    public func undoDelete(of member: User.ID) async throws -> Watch? {
        let answer: ServerDiaryDTO = try client.decode(try await client.send(.make(.undoDeleteWatch)))
        return try answer.watch.map { try domain($0, of: member) }
    }

    public func watch(_ id: Watch.ID, of member: User.ID) async throws -> Watch? {
        try await client.absentIfNotFound { try domain(try await client.get(.make(.watch, id.rawValue)), of: member) }
    }

    /// The server's pages are of 20, as the use case's.
    public func watches(
        of member: User.ID, filter: DiaryFilter, page: PageNumber, pageSize: Int
    ) async throws -> Paged<Watch> {
        let answer = try await diaryPage(filter, page: page)
        return Paged(
            items: try answer.results.map { try domain($0, of: member) }, page: answer.page, pageSize: pageSize,
            totalCount: answer.totalResults)
    }

    public func watches(of film: FilmReference, by member: User.ID) async throws -> [Watch] {
        try await everyWatch(of: member, filter: DiaryFilter(film: film))
    }

    /// Read through the member's pages.
    public func allWatches(of member: User.ID) async throws -> [Watch] {
        try await everyWatch(of: member, filter: .all)
    }

    /// A server counts its own: the tally is what its statistics carry (`/api/stats`): films, ratings, years,
    /// genres, decades, people and the highest rated. Its days it keeps, having counted them already.
    public func tally(of member: User.ID, year: Int?) async throws -> DiaryTally {
        let statistics = try await statistics(of: member, year: year)
        var tally = DiaryTally()
        tally.films = statistics.films
        tally.ratings = statistics.ratings
        tally.years = statistics.years
        tally.genres = statistics.genres
        tally.decades = statistics.decades
        tally.directors = statistics.directors
        tally.actors = statistics.actors
        tally.highestRated = statistics.highestRated
        return tally
    }

    public func statistics(of member: User.ID, year: Int?) async throws -> DiaryStatistics {
        let answer: ServerStatisticsDTO = try await client.get(
            .make(.statistics), query: year.map { [("year", String($0))] } ?? [])
        return answer.toDomain()
    }

    public func ratings(of films: [FilmReference], by member: User.ID) async throws -> [FilmReference: Int] {
        var ratings: [FilmReference: Int] = [:]
        for mark in try await client.marks(of: films) {
            if let film = try? FilmReference(mark.id), let rating = mark.rating { ratings[film] = rating }
        }
        return ratings
    }

    public func watched(among films: [FilmReference], by member: User.ID) async throws -> Set<FilmReference> {
        Set(try await client.marks(of: films).filter(\.watched).compactMap { try? FilmReference($0.id) })
    }

    public func isPublic(_ member: User.ID) async throws -> Bool {
        try await diaryPage(.all, page: .first).public ?? false
    }

    public func tags(of member: User.ID) async throws -> [TagCount] {
        (try await diaryPage(.all, page: .first).tags ?? []).map {
            TagCount(tag: Tag(stored: $0.tag), watches: $0.watches)
        }
    }

    public func setPublic(_ isPublic: Bool, for member: User.ID) async throws {
        let _: ServerDiaryDTO = try await client.send(.make(.setDiaryVisibility), json: ["public": isPublic])
    }

    public func shapesPicks(_ member: User.ID) async throws -> Bool {
        try await diaryPage(.all, page: .first).shapesPicks ?? false
    }

    public func setShapesPicks(_ shapesPicks: Bool, for member: User.ID) async throws {
        let _: ServerDiaryDTO = try await client.send(
            .make(.setDiaryVisibility), json: ["public": try await isPublic(member), "shapesPicks": shapesPicks])
    }
}
