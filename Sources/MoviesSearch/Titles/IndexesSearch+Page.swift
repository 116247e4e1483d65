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
        /// part already in its order: with one part, its films as they are. The first part is the catalog's: a
        /// film of the others (those members added) ranks one step below its match, behind the catalog's
        /// films that hold the query as well and the next best, so no member can push the catalog's films off
        /// a page by adding films titled as they are (thirty films titled "The Godfather" come after Part II).
        init(_ parts: [Part], limit: Int, offset: Int, rank: (CatalogIndex, TitleIndex.Film) -> Int) {
            total = parts.reduce(0) { $0 + $1.total }
            let found = parts.enumerated().filter { !$0.element.films.isEmpty }
            guard found.count > 1 else {
                let part = found.first?.element
                movieIDs = (part?.films ?? []).dropFirst(offset).prefix(limit).map { part!.index.movieID($0) }
                return
            }
            let behindTheCatalog = 1
            let ranked = found.map { position, part in
                part.films.map { film in
                    (
                        id: part.index.movieID(film),
                        rank: rank(part.index, film) + (position == 0 ? 0 : behindTheCatalog)
                    )
                }
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
