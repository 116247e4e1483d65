import Foundation
public import MoviesDomain

/// Members made up with tastes of their own, to measure recommendations against: each loves one
/// director's films and those of one genre in one decade, and dislikes another director's; they watch
/// well-known films mostly, with a few of what they love, and rate each from their taste with noise.
/// A fifth of each member's well-rated films (8 or more) is held out: what a good For you finds again.
public struct SyntheticMembers: Sendable {
    public struct Film: Sendable {
        public let id: Int
        public let year: Int
        public let genres: Set<String>
        public let directors: [String]

        public init(id: Int, year: Int, genres: Set<String>, directors: [String]) {
            (self.id, self.year, self.genres, self.directors) = (id, year, genres, directors)
        }
    }

    /// What a member loves and dislikes.
    public struct Taste: Sendable {
        let loved: String
        let disliked: String
        let decade: Int
        let genre: String

        /// The rating the member would give `film`, noise aside.
        public func expected(_ film: Film) -> Double {
            var score = 5.5
            if film.directors.contains(loved) { score += 3 }
            if film.directors.contains(disliked) { score -= 3 }
            if film.year / 10 * 10 == decade && film.genres.contains(genre) { score += 2 }
            return score
        }
    }

    public struct Member: Sendable {
        public let taste: Taste
        public let ratings: [FilmReference: Int]
        public let heldOut: Set<FilmReference>
        /// The watches in the order watched, the last one last.
        public let order: [FilmReference]

        /// What For you and the pick are given: the ratings but those held out.
        public var training: [FilmReference: Int] { ratings.filter { !heldOut.contains($0.key) } }
    }

    /// The catalog's films, best known first.
    public let films: [Film]

    public init(films: [Film]) {
        self.films = films
    }

    /// The films of `catalog`, those most reviewed first, as its film pages tell them (a decade at a time:
    /// a browse stops at 10,000 films).
    public static func films(of catalog: some MoviesRepository & DiscoveryRepository) async throws -> [Film] {
        var films: [(film: Film, reviews: Int)] = []
        for decade in stride(from: 1900, through: 2020, by: 10) {
            var page = PageNumber.first
            while true {
                let filter = try DiscoverFilter(years: decade...(decade + 9), sort: .popularity)
                let found = try await catalog.discoverMovies(filter, page: page)
                for summary in found.movies {
                    let movie = try await catalog.movie(withID: summary.id)
                    guard let id = Int(movie.id.rawValue), let year = movie.releaseDate.year else { continue }
                    let film = Film(id: id, year: year, genres: Set(movie.genres), directors: movie.directors)
                    films.append((film, movie.rating?.voteCount ?? 0))
                }
                guard found.page < found.totalPages, let next = page.next else { break }
                page = next
            }
        }
        return films.sorted { ($0.reviews, $1.film.id) > ($1.reviews, $0.film.id) }.map(\.film)
    }

    /// `count` members from `seed`, each the same however often made; with `tastes`, the members share that
    /// many tastes in turn (a club where each taste has several members), each watching and rating alone.
    public func members(_ count: Int, seed: UInt64, tastes shared: Int? = nil) -> [Member] {
        var random = SplitMix64(seed: seed)
        let byDirector = Dictionary(grouping: films.flatMap { film in film.directors.map { ($0, film) } }, by: \.0)
            .mapValues { $0.map(\.1) }
        let directors = byDirector.filter { $0.value.count >= 6 }.keys.sorted()
        let popular = films.prefix(4_000)
        let genres = ["Drama", "Comedy", "Crime", "Thriller", "Horror", "Romance", "Science Fiction", "Western"]
        func drawn() -> Taste {
            let loved = directors[Int(random.next() % UInt64(directors.count))]
            let disliked = directors[Int(random.next() % UInt64(directors.count))]
            let decade = 1950 + 10 * Int(random.next() % 6)
            let genre = genres[Int(random.next() % UInt64(genres.count))]
            return Taste(loved: loved, disliked: disliked, decade: decade, genre: genre)
        }
        let pool = shared.map { count in (0..<max(1, count)).map { _ in drawn() } }
        return (0..<count).map { number in
            let taste = pool.map { $0[number % $0.count] } ?? drawn()
            var watched: [Film] = []
            var seen = Set<Int>()
            func watch(_ film: Film) { if seen.insert(film.id).inserted { watched.append(film) } }
            for film in (byDirector[taste.loved] ?? []).shuffled(using: &random).prefix(10) { watch(film) }
            for film in (byDirector[taste.disliked] ?? []).shuffled(using: &random).prefix(4) { watch(film) }
            let era = popular.filter { $0.year / 10 * 10 == taste.decade && $0.genres.contains(taste.genre) }
            for film in era.shuffled(using: &random).prefix(15) { watch(film) }
            while watched.count < 150 {
                // Well-known films more often: the square of a uniform number leans to the front.
                let place = Double(random.next() % 10_000) / 10_000
                watch(popular[Int(place * place * Double(popular.count))])
            }
            watched.shuffle(using: &random)
            var ratings: [FilmReference: Int] = [:]
            for film in watched {
                let score = taste.expected(film) + Double.gaussian(using: &random) * 1.2
                ratings[Self.reference(film.id)] = min(10, max(1, Int(score.rounded())))
            }
            let wellRated = watched.map { Self.reference($0.id) }.filter { (ratings[$0] ?? 0) >= 8 }
            let heldOut = Set(wellRated.shuffled(using: &random).prefix(max(1, wellRated.count / 5)))
            return Member(
                taste: taste, ratings: ratings, heldOut: heldOut, order: watched.map { Self.reference($0.id) })
        }
    }

    public static func reference(_ id: Int) -> FilmReference {
        FilmReference(source: .catalog, movieID: Movie.ID(String(id)))
    }
}

extension Double {
    /// A number from the standard normal distribution (Box–Muller).
    public static func gaussian(using random: inout some RandomNumberGenerator) -> Double {
        let u = max(Double.leastNonzeroMagnitude, Double.random(in: 0..<1, using: &random))
        let v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
