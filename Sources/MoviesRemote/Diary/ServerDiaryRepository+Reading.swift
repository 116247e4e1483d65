import MoviesAPI
import MoviesDomain

extension ServerDiaryRepository {
    func diaryPage(_ filter: DiaryFilter, page: PageNumber) async throws -> ServerDiaryDTO {
        var query: [(name: String, value: String)] = [("page", String(page.value))]
        if let year = filter.year { query.append(("year", String(year))) }
        if let rating = filter.rating { query.append(("rating", String(rating))) }
        if let rewatch = filter.rewatch { query.append(("rewatch", rewatch ? "yes" : "no")) }
        if let film = filter.film { query.append(("film", film.description)) }
        if let tag = filter.tag { query.append(("tag", tag.text)) }
        return try await client.get(.make(.diary), query: query)
    }

    /// Every watch `filter` admits, newest first, page after page.
    func everyWatch(of member: User.ID, filter: DiaryFilter) async throws -> [Watch] {
        var watches: [Watch] = []
        var page = PageNumber.first
        while true {
            let answer = try await diaryPage(filter, page: page)
            watches += try answer.results.map { try domain($0, of: member) }
            guard answer.page < answer.totalPages, let next = try? PageNumber(answer.page + 1) else { return watches }
            page = next
        }
    }

    func domain(_ watch: ServerWatchDTO, of member: User.ID) throws -> Watch {
        guard let domain = watch.toDomain(member: member) else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a watch it cannot read")
        }
        return domain
    }
}
