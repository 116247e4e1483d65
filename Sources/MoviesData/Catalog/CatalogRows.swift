import Foundation
import GRDB

/// What one import writes: a row a film, and the title index built from their titles.
struct CatalogRows: Sendable {
    /// Joins list fields in a column (ASCII unit separator); titles and names never contain it.
    static let listSeparator: UInt8 = 0x1F

    /// The films in the resource's order, each with its title's ``SearchText`` words.
    let films: [(entry: CatalogEntry, words: [String])]
    /// Position of each film by ``CatalogPopularity``, best known first.
    let popularityRank: [Int]
    let index: TitleIndex

    init(_ entries: [CatalogEntry]) {
        films = entries.map { ($0, SearchText.words($0.movie.title)) }
        let scores = CatalogPopularity.scores(of: entries.map(\.movie))
        let ranked = entries.indices.sorted {
            let (first, second) = (entries[$0].movie, entries[$1].movie)
            return (scores[$0], second.title, second.id) > (scores[$1], first.title, first.id)
        }
        var rank = [Int](repeating: 0, count: entries.count)
        var builder = TitleIndex.Builder()
        for (position, film) in ranked.enumerated() {
            rank[film] = position
            let (entry, words) = films[film]
            let otherTerms = SearchText.indexTerms(entry.movie.title, words: words).subtracting(words)
            builder.add(
                movieID: entry.movie.id, words: words,
                articleWords: LeadingArticle.count(in: words, language: entry.movie.languages?.first),
                otherTerms: otherTerms.sorted())
        }
        popularityRank = rank
        index = builder.build()
    }

    func replaceCatalog(in db: Database, progress: (CatalogImportProgress) -> Void) throws {
        try db.execute(sql: "DELETE FROM movie")
        let insertMovie = try db.makeStatement(
            sql: """
                INSERT INTO movie (id, title, search_title, released, genres, directors, countries, runtime,
                    language, rating, reviews, popularity_rank, record)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        let step = max(1, films.count / 100)
        for (position, (entry, words)) in films.enumerated() {
            let movie = entry.movie
            try insertMovie.execute(arguments: [
                movie.id, movie.title, words.joined(separator: " "), movie.released, joined(movie.genres),
                joined(movie.directors), joined(movie.countries), movie.runtime, movie.languages?.first,
                movie.rating, movie.reviews ?? 0, popularityRank[position], entry.json,
            ])
            if position % step == 0 || position == films.count - 1 {
                progress(CatalogImportProgress(imported: position + 1, total: films.count))
            }
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO title_index (id, archive) VALUES (1, ?)", arguments: [index.archived()])
    }

    private func joined(_ list: [String]?) -> String {
        (list ?? []).joined(separator: String(UnicodeScalar(Self.listSeparator)))
    }
}
