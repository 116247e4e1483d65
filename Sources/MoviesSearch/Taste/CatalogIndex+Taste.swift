public import MoviesDomain

extension CatalogIndex {
    /// Films of the catalog the member has not watched, most likely to be rated highest first, from their
    /// own ratings (``TasteProfile``): the people, genres and decades of what they rated above and below
    /// their average, films like those they loved, and, a little, what critics think and how well known a
    /// film is; and how members of a taste like theirs rate films (`kindred`, by catalog id: the distance
    /// from their averages, and how many). `excluding`: catalog ids of films watched or set aside.
    public func forYou(
        from ratings: [TasteRating], excluding: Set<Int>, kindred: [Int: (distance: Double, members: Int)] = [:],
        limit: Int
    ) -> [TastePick] {
        let numbered = ratings.compactMap { rating in film(withID: rating.film).map { ($0, rating.rating) } }
        guard !numbered.isEmpty, limit > 0 else { return [] }
        let profile = TasteProfile(numbered, index: self)
        var excluded = Set(excluding.compactMap { film(withID: $0) })
        excluded.formUnion(numbered.map(\.0))
        var byFilm: [TitleIndex.Film: (distance: Double, members: Int)] = [:]
        for (id, opinion) in kindred { if let film = film(withID: id) { byFilm[film] = opinion } }
        let scorer = TasteScorer(index: self, profile: profile, kindred: byFilm)
        let calibration = TasteCalibration(numbered, mean: profile.mean, index: self, kindred: byFilm)
        var scored: [(film: TitleIndex.Film, score: Double)] = []
        scored.reserveCapacity(browse.filmCount)
        for film in 0..<TitleIndex.Film(browse.filmCount) where !excluded.contains(film) {
            scored.append((film, scorer.score(film)))
        }
        let best = scored.sorted { ($0.score, $1.film) > ($1.score, $0.film) }.prefix(limit)
        return best.map { film, score in
            TastePick(
                film: movieID(film), predicted: calibration.rating(for: score),
                reasons: scorer.reasons(for: film, movieID: movieID))
        }
    }

    /// Films critics and audiences love (the best rated, weighed by their reviews), of `genres` when given:
    /// what a member with too few ratings to learn from is shown.
    public func wellLoved(genres: [Genre], excluding: Set<Int>, limit: Int) -> [TastePick] {
        let wanted = BrowseIndex.mask(of: genres)
        let excluded = Set(excluding.compactMap { film(withID: $0) })
        var picks: [TastePick] = []
        for film in browse.byRating where picks.count < limit && !excluded.contains(film) {
            let mask = browse.genreMasks[Int(film)]
            guard wanted == 0 || mask & wanted != 0 else { continue }
            // A genre is named only where it is one the member watches.
            let genre = wanted == 0 ? nil : BrowseIndex.genres(in: mask & wanted).first
            let rating = browse.ratings[Int(film)]
            picks.append(
                TastePick(
                    film: movieID(film), predicted: rating == BrowseIndex.noRating ? 0 : Double(rating) / 100,
                    reasons: [.wellLoved(genre)]))
        }
        return picks
    }

    /// The ratings a member would likely give `films` (catalog ids) from their own ratings, as For you says
    /// them (``TasteCalibration``); nil for a film the catalog does not have.
    public func likelyRatings(from ratings: [TasteRating], of films: [Int]) -> [Double?] {
        let numbered = ratings.compactMap { rating in film(withID: rating.film).map { ($0, rating.rating) } }
        guard !numbered.isEmpty else { return films.map { _ in nil } }
        let profile = TasteProfile(numbered, index: self)
        let scorer = TasteScorer(index: self, profile: profile)
        let calibration = TasteCalibration(numbered, mean: profile.mean, index: self)
        return films.map { id in film(withID: id).map { calibration.rating(for: scorer.score($0)) } }
    }
}
