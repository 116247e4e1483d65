public import Foundation
import MoviesSearch

/// What one import writes: a row a film, and the indexes (titles, browsing, people) built from them.
/// Built once, in memory, before the store's transaction starts, so the transaction only copies.
public struct CatalogImport: Sendable {
    /// Joins list fields in a column (ASCII unit separator); titles and names never contain it.
    static let listSeparator: UInt8 = 0x1F

    /// The resource's fingerprint: which catalog, indexed which way.
    public let fingerprint: String
    /// The films in the resource's order.
    public let rows: [CatalogFilmRow]
    /// The ``CatalogIndex``, archived.
    public let indexArchive: Data

    init(_ entries: [CatalogEntry], fingerprint: String) {
        self.fingerprint = fingerprint
        let words = entries.map { SearchText.words($0.movie.title) }
        let scores = CatalogPopularity.scores(of: entries.map(\.movie))
        let ranked = entries.indices.sorted {
            let (first, second) = (entries[$0].movie, entries[$1].movie)
            return (scores[$0], second.title, second.id) > (scores[$1], first.title, first.id)
        }
        var rank = [Int](repeating: 0, count: entries.count)
        var index = CatalogIndex.Builder()
        for (position, film) in ranked.enumerated() {
            rank[film] = position
            index.add(entries[film].movie.indexed, words: words[film])
        }
        rows = entries.indices.map { CatalogFilmRow(entries[$0], searchTitle: words[$0], popularityRank: rank[$0]) }
        indexArchive = index.build().archived()
    }

    /// Joins `list` for a column.
    static func joined(_ list: [String]?) -> String {
        (list ?? []).joined(separator: String(UnicodeScalar(listSeparator)))
    }

    /// Splits a column joined by ``joined(_:)``.
    static func list(_ column: String) -> [String] {
        guard !column.isEmpty else { return [] }
        return column.utf8.split(separator: listSeparator, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
