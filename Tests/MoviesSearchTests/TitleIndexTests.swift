import Foundation
import Testing

@testable import MoviesSearch

/// The in-memory title index on a small catalog whose popularity order is known.
@Suite struct TitleIndexTests {
    /// Most popular first; ids are the positions.
    let index: TitleIndex = {
        var builder = TitleIndex.Builder()
        let titles = [
            "the lord of the rings", "alien autopsy", "aliens", "lord of war", "alien", "the alien", "spider man",
            "lords of dogtown", "war of the worlds", "a lord", "alienation",
        ]
        for (id, title) in titles.enumerated() {
            let words = title.split(separator: " ").map(String.init)
            builder.add(
                movieID: id, words: words, articleWords: LeadingArticle.count(in: words, language: nil),
                otherTerms: title == "spider man" ? ["spiderman"] : [])
        }
        return builder.build()
    }()

    func ids(_ query: String, limit: Int = 20, offset: Int = 0) -> [Int] {
        index.search(query.split(separator: " ").map(String.init), limit: limit, offset: offset).movieIDs
    }

    @Test func aOneWordTitleComesFirstThenTitlesStartingWithItThenTheRest() {
        // "alien" and "the alien" are the query (article aside), by popularity; "alien autopsy" starts
        // with the whole word; "aliens" and "alienation" only complete it.
        #expect(ids("alien") == [4, 5, 1, 2, 10])
        // Typed unfinished, every title completes the word: those that are the word come first.
        #expect(ids("alie") == [2, 4, 5, 10, 1])
    }

    @Test func everyWordMustMatchTheLastAsAPrefix() {
        // "the lord of the rings" opens with the query once its article is set aside.
        #expect(ids("lord of") == [0, 3])
        #expect(ids("of the") == [0, 8])
        #expect(ids("lord o") == [0, 3])
        #expect(ids("lords of") == [7])
        #expect(ids("lor of").isEmpty)
    }

    @Test func aPhraseInsideTheTitleOutranksWordsApart() {
        // "of war" is a phrase of "lord of war"; "war of the worlds" has both words apart.
        #expect(ids("of war") == [3, 8])
    }

    @Test func longPrefixesJoinEveryWordTheyStart() {
        #expect(ids("lords") == [7])
        #expect(ids("alienat") == [10])
        #expect(ids("worl") == [8])
    }

    @Test func compoundsAreFoundButRankAfterTitleWords() {
        #expect(ids("spiderman") == [6])
        #expect(ids("spider") == [6])
    }

    @Test func aTitleRunningTheWordsTogetherIsFoundBesideThoseSpacingThem() {
        var builder = TitleIndex.Builder()
        for (id, title) in ["when the sky falls", "skyfall", "sky high", "a man", "aman"].enumerated() {
            let words = title.split(separator: " ").map(String.init)
            builder.add(movieID: id, words: words, articleWords: LeadingArticle.count(in: words, language: nil))
        }
        let index = builder.build()
        func ids(_ query: String) -> [Int] {
            let words = query.split(separator: " ").map(String.init)
            var prefixes = TitleIndex.PrefixFilms(index)
            return index.search(
                words, matching: index.matchesWithJoins(words, prefixes: &prefixes), limit: 20, offset: 0
            )
            .movieIDs
        }
        // The title that is the words run together holds them best, though less popular.
        #expect(ids("sky fall") == [1, 0])
        #expect(ids("sky fal") == [1, 0])
        #expect(ids("sky hi") == [2])
        // A letter alone is not a piece of a split word.
        #expect(ids("a man") == [3])
    }

    @Test func theTitleThatIsTheQueryComesFirstBehindAPageOfTitlesOpeningWithIt() {
        var builder = TitleIndex.Builder()
        // Thirty titles open with the query, then one that is the query, least known of all.
        let titles = (0..<30).map { "of the night \($0)" } + ["of the lake", "of the"]
        for (id, title) in titles.enumerated() {
            builder.add(movieID: id, words: title.split(separator: " ").map(String.init))
        }
        let index = builder.build()
        #expect(index.search(["of", "the"], limit: 3, offset: 0).movieIDs == [31, 0, 1])
        #expect(index.search(["of", "the"], limit: 3, offset: 0).total == 32)
        #expect(index.search(["of", "the", "lake"], limit: 3, offset: 0).movieIDs == [30])
    }

    @Test func pagesSliceTheRankingAndTheTotalCountsEveryMatch() {
        let all = ids("a")
        #expect(all.count == 6)
        #expect(ids("a", limit: 2) == Array(all.prefix(2)))
        #expect(ids("a", limit: 2, offset: 2) == Array(all[2..<4]))
        #expect(ids("a", limit: 2, offset: 6).isEmpty)
        #expect(index.search(["a"], limit: 2, offset: 0).total == 6)
        #expect(index.search(["zebra"], limit: 20, offset: 0).total == 0)
    }

    @Test func anArchivedIndexReadsBackTheSame() throws {
        let copy = try #require(TitleIndex(archive: index.archived()))
        for query in ["a", "alien", "lord of", "of war", "spiderman", "worl"] {
            let words = query.split(separator: " ").map(String.init)
            #expect(copy.search(words, limit: 20, offset: 0) == index.search(words, limit: 20, offset: 0))
        }
    }

    @Test func damagedArchivesAreRefused() {
        var archive = index.archived()
        #expect(TitleIndex(archive: archive.prefix(archive.count - 1)) == nil)
        #expect(TitleIndex(archive: Data("not an index".utf8)) == nil)
        // A list boundary past the end of its films, as flipped bits would give.
        archive.replaceSubrange((archive.count - 12)..<(archive.count - 8), with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(TitleIndex(archive: archive) == nil)
    }
}
