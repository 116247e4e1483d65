extension IndexesSearch {
    /// One page of films from several indexes, ranked together, and how many match in all.
    struct Page {
        /// One index's films, best first, and how many of its films match.
        struct Part {
            let index: CatalogIndex
            let films: [TitleIndex.Film]
            let total: Int
        }

        let movieIDs: [Int]
        let total: Int

        /// The parts merged by `rank` (lower first; an earlier part first where they are equal), each
        /// part already in its order: with one part, its films as they are.
        init(_ parts: [Part], limit: Int, offset: Int, rank: (CatalogIndex, TitleIndex.Film) -> Int) {
            total = parts.reduce(0) { $0 + $1.total }
            let found = parts.filter { !$0.films.isEmpty }
            guard found.count > 1 else {
                let part = found.first
                movieIDs = (part?.films ?? []).dropFirst(offset).prefix(limit).map { part!.index.movieID($0) }
                return
            }
            let ranked = found.map { part in part.films.map { (id: part.index.movieID($0), rank: rank(part.index, $0)) }
            }
            var next = ranked.map { _ in 0 }
            var merged: [Int] = []
            while merged.count < offset + limit {
                var best: Int?
                for part in ranked.indices where next[part] < ranked[part].count {
                    if let chosen = best, ranked[chosen][next[chosen]].rank <= ranked[part][next[part]].rank {
                        continue
                    }
                    best = part
                }
                guard let best else { break }
                merged.append(ranked[best][next[best]].id)
                next[best] += 1
            }
            movieIDs = Array(merged.dropFirst(offset))
        }
    }
}
