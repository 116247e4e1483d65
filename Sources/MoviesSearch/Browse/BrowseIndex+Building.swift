import MoviesDomain

extension BrowseIndex {
    /// Collects films in popularity order, as ``TitleIndex/Builder`` does.
    struct Builder {
        /// How many critics a film's rating must gather to be ranked with the others: a film rated by
        /// three critics comes after every film rated by this many, however high its rating.
        static let settledReviews = 20

        private var genreMasks: [UInt32] = []
        private var years: [UInt16] = []
        private var runtimes: [UInt16] = []
        private var countries = FilmCountries.Builder()
        private var ratings: [UInt16] = []
        private var reviews: [Int] = []
        private var days: [Int] = []
        private var titleKeys: [String] = []

        mutating func add(_ film: IndexedFilm, words: [String], articleWords: Int) {
            genreMasks.append(BrowseIndex.mask(of: film.genres))
            years.append(UInt16(clamping: film.released.year ?? 0))
            runtimes.append(UInt16(clamping: film.runtime ?? 0))
            countries.add(film.countries)
            days.append(Self.day(of: film.released))
            ratings.append(film.rating.map { UInt16(clamping: Int(($0 * 100).rounded())) } ?? BrowseIndex.noRating)
            reviews.append(film.reviews)
            titleKeys.append(words.dropFirst(articleWords).joined(separator: " "))
        }

        func build() -> BrowseIndex {
            let films = Array(0..<Film(genreMasks.count))
            // The rating sort orders by the rating a card shows (then by how many rated it), so a row
            // reads 9.7, 9.7, 9.6, …; films with too few reviews to say much follow, and unrated last.
            let rank = ratings.indices.map { film -> (settled: Bool, rating: Int, reviews: Int) in
                guard ratings[film] != BrowseIndex.noRating else { return (false, -1, 0) }
                return (reviews[film] >= Self.settledReviews, Int(ratings[film]), reviews[film])
            }
            func ranksHigher(_ left: Film, _ right: Film) -> Bool {
                let (l, r) = (rank[Int(left)], rank[Int(right)])
                return (l.settled ? 1 : 0, l.rating, l.reviews, right) > (r.settled ? 1 : 0, r.rating, r.reviews, left)
            }
            // Ties keep popularity order: every sort below is stable on films listed most popular first.
            return BrowseIndex(
                genreMasks: genreMasks, years: years, runtimes: runtimes, countries: countries.build(),
                ratings: ratings,
                byRating: films.sorted(by: ranksHigher),
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
