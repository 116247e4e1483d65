import MoviesDomain

extension BrowseIndex {
    /// Collects films in popularity order, as ``TitleIndex/Builder`` does.
    struct Builder {
        /// How many reviews a film's rating counts as having beside its own: a film rated by three
        /// critics ranks near the catalog's average, not at the top (a Bayesian average).
        static let priorReviews = 30.0

        private var genreMasks: [UInt32] = []
        private var years: [UInt16] = []
        private var ratings: [UInt16] = []
        private var reviews: [Int] = []
        private var days: [Int] = []
        private var titleKeys: [String] = []

        mutating func add(_ movie: CatalogListingDTO, words: [String], articleWords: Int) {
            genreMasks.append(BrowseIndex.mask(of: (movie.genres ?? []).compactMap(Genre.init(named:))))
            let released = ReleaseDate(iso8601: movie.released ?? "")
            years.append(UInt16(clamping: released.year ?? 0))
            days.append(Self.day(of: released))
            ratings.append(movie.rating.map { UInt16(clamping: Int(($0 * 100).rounded())) } ?? BrowseIndex.noRating)
            reviews.append(movie.reviews ?? 0)
            titleKeys.append(words.dropFirst(articleWords).joined(separator: " "))
        }

        func build() -> BrowseIndex {
            let films = Array(0..<Film(genreMasks.count))
            let rated = ratings.indices.filter { ratings[$0] != BrowseIndex.noRating }
            let mean = rated.isEmpty ? 0 : rated.reduce(0.0) { $0 + Double(ratings[$1]) } / Double(rated.count)
            let weighted = ratings.indices.map { film -> Double in
                guard ratings[film] != BrowseIndex.noRating else { return -1 }
                let count = Double(reviews[film])
                return (count * Double(ratings[film]) + Self.priorReviews * mean) / (count + Self.priorReviews)
            }
            // Ties keep popularity order: every sort below is stable on films listed most popular first.
            return BrowseIndex(
                genreMasks: genreMasks, years: years, ratings: ratings,
                byRating: films.sorted { (weighted[Int($0)], $1) > (weighted[Int($1)], $0) },
                byDate: films.sorted { (days[Int($0)], $1) > (days[Int($1)], $0) },
                byTitle: films.sorted {
                    (titleKeys[Int($0)], $0) < (titleKeys[Int($1)], $1)
                })
        }

        /// A day number that orders releases; a film known by its year alone comes at the year's start.
        private static func day(of date: ReleaseDate) -> Int {
            switch date {
            case .day(let year, let month, let day): year * 10_000 + month * 100 + day
            case .year(let year): year * 10_000
            case .unknown: 0
            }
        }
    }
}
