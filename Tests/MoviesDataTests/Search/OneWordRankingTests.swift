import Testing

@testable import MoviesData
@testable import MoviesSearch

/// The one-word ranking takes shortcuts (it does not classify every title a prefix opens); on the whole
/// catalog it must give exactly the page that classifying every match would.
@Suite struct OneWordRankingTests {
    static let index: TitleIndex = {
        let entries = try! CatalogResource.Contents.movies(in: try! CatalogResource.bundled.load().lines())
        return CatalogIndex(archive: CatalogImport(entries, fingerprint: "").indexArchive)!.titles
    }()

    /// Every match, classified, by ``TitleMatch`` then popularity.
    func reference(_ word: String, count: Int) -> [TitleIndex.Film] {
        let index = Self.index
        let matches = index.anywhere.films(withPrefix: word, filmCount: index.filmCount)
        let phrase = QueryPhrase(words: [word])
        return matches.map { (index.titles.match(of: $0, phrase: phrase), $0) }
            .sorted { ($0.0.rawValue, $0.1) < ($1.0.rawValue, $1.1) }
            .prefix(count).map(\.1)
    }

    @Test func everyPrefixOfOneToThreeLettersAndSomeWordsRankAsIfEveryTitleWereClassified() {
        let letters = "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
        let words =
            letters + letters.flatMap { first in ["a", "e", "i", "o", "u", "h", "r"].map { first + $0 } }
            + ["the", "love", "alien", "matrix", "spiderman", "spiderm", "walle", "leon", "et", "star", "godfather"]
        let index = Self.index
        for word in words {
            let matches = index.anywhere.films(withPrefix: word, filmCount: index.filmCount)
            #expect(index.rankedForOneWord(word, matches: matches, count: 40) == reference(word, count: 40), "\(word)")
        }
    }
}
