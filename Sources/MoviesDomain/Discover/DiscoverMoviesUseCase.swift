public import Foundation

/// Browses the source's films. A genre the source does not offer is the caller's mistake, named as
/// such; a page past the last is ``SearchMoviesError/pageBeyondLast(page:lastPage:)`` as in search. The
/// members' orders (``DiscoverSort/isMembers``) walk this site's rankings and ask the source about each
/// film, when there are members here to rank them; otherwise the source answers every order itself.
public struct DiscoverMoviesUseCase: Sendable {
    public static let pageSize = 20

    private let repository: any DiscoveryRepository
    private let rankings: (any MemberRankingsRepository)?
    private let films: FilmSource?
    private let timeZone: TimeZone
    private let now: @Sendable () -> Date

    public init(
        repository: any DiscoveryRepository, rankings: (any MemberRankingsRepository)? = nil,
        films: FilmSource? = nil, timeZone: TimeZone = .gmt, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.rankings = rankings
        self.films = films
        self.timeZone = timeZone
        self.now = now
    }

    public func execute(_ filter: DiscoverFilter, page: PageNumber = .first) async throws -> MoviesPage {
        if !filter.genres.isEmpty {
            let offered = Set(try await repository.genres())
            if let missing = filter.genres.first(where: { !offered.contains($0) }) {
                throw DiscoverFilter.Error.unknownGenre(missing.rawValue)
            }
        }
        let result =
            if filter.sort.isMembers, let rankings, let films {
                try await ranked(filter, page: page, rankings: rankings, films: films)
            } else {
                try await repository.discoverMovies(filter, page: page)
            }
        if page > .first, page.value > result.totalPages {
            throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: result.totalPages)
        }
        return result
    }

    /// The genres to offer a person browsing.
    public func genres() async throws -> [Genre] {
        try await repository.genres()
    }

    /// A page of the members' order, each film asked of the source and kept when the filter allows it. With
    /// nothing to filter, only the page's films are asked.
    private func ranked(
        _ filter: DiscoverFilter, page: PageNumber, rankings: any MemberRankingsRepository, films: FilmSource
    ) async throws -> MoviesPage {
        let order =
            filter.sort == .members
            ? try await rankings.filmsByMembersRating(of: films.source, limit: MemberRankings.depth)
            : try await rankings.filmsMostWatched(
                in: CalendarDay(now(), in: timeZone).year, of: films.source, limit: MemberRankings.depth)
        let start = (page.value - 1) * Self.pageSize
        var shown: [Movie] = []
        var total = 0
        let filters = filter.narrows || filter.query != nil
        for (index, film) in order.enumerated() {
            if !filters, index < start || index >= start + Self.pageSize { continue }
            // A film the source no longer has is left out; the source out of reach is the browse's failure.
            let movie: Movie
            do {
                movie = try await films.movie(film)
            } catch is MovieNotFound {
                continue
            } catch is FilmUnavailable {
                continue
            }
            guard filter.allows(movie) else { continue }
            if !filters || (total >= start && shown.count < Self.pageSize) { shown.append(movie) }
            total += 1
        }
        if !filters { total = order.count }
        return MoviesPage(
            page: page.value, totalPages: (total + Self.pageSize - 1) / Self.pageSize, totalResults: total,
            movies: shown)
    }
}
