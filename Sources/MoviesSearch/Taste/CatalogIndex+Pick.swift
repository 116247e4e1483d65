public import MoviesDomain

extension CatalogIndex {
    /// What saving a film adds to the rating a member likely gives it: they want to see it.
    static let savedBonus = 1.0
    /// How far under their own average a member's likely rating may be with the member still content.
    static let content = 1.0

    /// Films of the catalog for several members together (tonight's pick): none of `excluding` (catalog
    /// ids watched or set aside), of `filter`, each scored for each member as ``forYou(from:excluding:limit:)``
    /// scores it, as its distance from each member's own average. Ranked by the member likely least happy
    /// with it (to half a point; anyone at most ``content`` under their average is content), then by the
    /// group's average distance.
    public func pick(
        for members: [TasteMember], excluding: Set<Int>, filter: PickFilter, limit: Int
    ) -> [GroupTastePick] {
        guard !members.isEmpty, limit > 0 else { return [] }
        let excluded = Set(excluding.compactMap { film(withID: $0) })
        let admits = admitting(filter)
        let films = (0..<TitleIndex.Film(browse.filmCount)).filter { !excluded.contains($0) && admits($0) }
        // Each member's taste learnt and scored over the films at once, a member to a core.
        let tastes = members.concurrentMap { member in
            let numbered = member.ratings.compactMap { rating in film(withID: rating.film).map { ($0, rating.rating) } }
            let profile = TasteProfile(numbered, index: self)
            let scorer = TasteScorer(index: self, profile: profile)
            return (
                scorer: scorer, saved: Set(member.saved.compactMap { film(withID: $0) }),
                scores: scorer.scores(of: films),
                calibration: TasteCalibration(numbered, mean: profile.mean, index: self)
            )
        }
        // Each member's likely rating as its distance from their own average: a generous rater's 7 is no
        // happier than a harsh rater's 6.
        var least = [Double](repeating: .infinity, count: films.count)
        var sums = [Double](repeating: 0, count: films.count)
        for (scorer, saved, scores, _) in tastes {
            let mean = scorer.profile.mean
            for (place, film) in films.enumerated() {
                let distance = scores[place] + (saved.contains(film) ? Self.savedBonus : 0) - mean
                least[place] = min(least[place], distance)
                sums[place] += distance
            }
        }
        // Nobody likely unhappy is what counts first: a point under one's average is still content; beyond
        // that the least happy member orders (to half a point), and the group decides the rest.
        let ranked = films.indices.map { place in
            (
                place: place, least: (min(-Self.content, least[place]) * 2).rounded(.down) / 2,
                mean: sums[place] / Double(tastes.count)
            )
        }
        // Ties go to the lower film number: `films` is in their order.
        let best = ranked.sorted { ($0.least, $0.mean, $1.place) > ($1.least, $1.mean, $0.place) }.prefix(limit)
        return best.map { place, _, _ in
            let film = films[place]
            return GroupTastePick(
                film: movieID(film),
                likely: tastes.map { taste in
                    let saved = taste.saved.contains(film)
                    let score = taste.scores[place] + (saved ? Self.savedBonus : 0)
                    let reasons = taste.scorer.reasons(for: film, movieID: movieID)
                    return GroupTastePick.Likely(
                        predicted: taste.calibration.rating(for: score), average: taste.scorer.profile.mean,
                        reasons: saved ? [.saved] + reasons.prefix(1) : reasons)
                })
        }
    }

    /// Whether a film is of `filter`: no longer than its length (and of a known length when one is asked),
    /// of any of its genres, of any of its decades.
    private func admitting(_ filter: PickFilter) -> (TitleIndex.Film) -> Bool {
        let genres = BrowseIndex.mask(of: filter.genres)
        return { [browse] film in
            let index = Int(film)
            if let most = filter.maxRuntime {
                let runtime = Int(browse.runtimes[index])
                guard runtime > 0, runtime <= most else { return false }
            }
            if genres != 0, browse.genreMasks[index] & genres == 0 { return false }
            if !filter.decades.isEmpty, !filter.decades.contains(Int(browse.years[index]) / 10 * 10) { return false }
            return true
        }
    }
}
