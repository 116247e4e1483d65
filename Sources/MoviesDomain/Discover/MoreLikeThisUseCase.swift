/// Films to go on to from one film: its series, found by searching the source for the series' name and
/// keeping the titles that number it, and the source's films like it (without the series' own).
public struct MoreLikeThisUseCase: Sendable {
    public static let similarCount = 12

    private let movies: any MoviesRepository
    private let discovery: any DiscoveryRepository

    public init(movies: any MoviesRepository, discovery: any DiscoveryRepository) {
        self.movies = movies
        self.discovery = discovery
    }

    public func execute(for movie: Movie) async throws -> MoreLikeThis {
        async let similar = discovery.similarMovies(to: movie, limit: Self.similarCount + 4)
        let series = await series(of: movie)
        let inSeries = Set(series.map(\.id)).union([movie.id])
        return MoreLikeThis(
            series: series,
            similar: Array(try await similar.filter { !inSeries.contains($0.id) }.prefix(Self.similarCount)))
    }

    /// ``execute(for:)``, or why the source could not say: the rows are extras, and a page stands without.
    public func outcome(for movie: Movie) async -> Result<MoreLikeThis, any Error> {
        do { return .success(try await execute(for: movie)) } catch { return .failure(error) }
    }

    /// The films of `movie`'s series in order, itself included; empty when it is in none. A series the
    /// source cannot be asked about now is left out rather than failing the page.
    private func series(of movie: Movie) async -> [Movie] {
        let title = SeriesTitle(movie.title)
        guard let query = try? MovieQuery(title.searchText),
            let found = try? await movies.searchMovies(query, page: .first).movies
        else { return [] }
        var members = found.filter { $0 != movie }.map { ($0, SeriesTitle($0.title)) }.filter {
            $0.1.base == title.base
        }
        members.append((movie, title))
        guard members.count >= 2, members.contains(where: { $0.1.number > 1 }) else { return [] }
        // One film a place: the best known of each number (a remake shares its original's title), and
        // the film itself in its own.
        var byNumber: [Int: Movie] = [:]
        for (member, place) in members where byNumber[place.number] == nil || member == movie {
            byNumber[place.number] = member
        }
        return byNumber.keys.sorted().compactMap { byNumber[$0] }
    }
}
