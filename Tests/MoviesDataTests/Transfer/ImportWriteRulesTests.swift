import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// An import is not a second way in: every kind of thing it writes passes the rule a form or the API
/// applies to it (the same Domain type says no, in the same words), a row that fails is refused beside its
/// file and line, and the rest of the file is imported.
///
/// What an import writes, and the rule each passes:
/// - a watch (diary.csv, watched.csv; its rating, rewatch and like): ``WatchDetails`` (rating 1–10), a day
///   not in the future and not before the film came out;
/// - a rating (ratings.csv): the latest watch's rating, so ``WatchDetails``;
/// - a like (likes/films.csv): the latest watch's like, so ``WatchDetails``;
/// - a review (reviews.csv): ``ReviewDraft`` (length, bytes, no bidirectional or control characters);
/// - a saved film (watchlist.csv): a film, nothing written by hand;
/// - a list (lists/*.csv): ``ListDetails`` and at most ``FilmList/maximumListsPerMember`` a member;
/// - a list entry and its note: ``ListsUseCase``'s note rule, at most ``FilmList/maximumFilms`` a list.
/// Favourites, tags and comments are in no file an import reads yet.
@Suite struct ImportWriteRulesTests {
    typealias Fixtures = TransferFixtures

    static let diaryHeader = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
    static let reviewsHeader = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n"

    /// A file with one bad row and one good one: the bad one is refused in the words of its rule.
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: String
        let files: [String: String]
        let place: String
        let reason: String
        var testDescription: String { kind }
    }

    static let cases: [Case] = [
        Case(
            kind: "review too long",
            files: [
                "reviews.csv": reviewsHeader + "2024-01-02,Film 1,1971,x,4,,\(String(repeating: "a", count: 5_001)),,\n"
                    + "2024-01-02,Film 2,1972,x,4,,Fine.,,\n"
            ],
            place: "reviews.csv, line 2", reason: ReviewDraft.Error.textTooLong(maximum: 5_000).description),
        Case(
            kind: "review turning the page around",
            files: [
                "reviews.csv": reviewsHeader + "2024-01-02,Film 1,1971,x,4,,\u{202E}sdrawkcab,,\n"
                    + "2024-01-02,Film 2,1972,x,4,,Fine.,,\n"
            ],
            place: "reviews.csv, line 2", reason: ReviewDraft.Error.bidiControl.description),
        Case(
            kind: "review with a NUL",
            files: [
                "reviews.csv": reviewsHeader + "2024-01-02,Film 1,1971,x,4,,cut\u{0}here,,\n"
                    + "2024-01-02,Film 2,1972,x,4,,Fine.,,\n"
            ],
            place: "reviews.csv, line 2", reason: ReviewDraft.Error.controlCharacter.description),
        Case(
            kind: "watch before the film",
            files: [
                "diary.csv": diaryHeader + "2024-01-02,Film 1,1971,x,4,,,1960-01-01\n2024-01-02,Film 2,1972,x,4,,,\n"
            ],
            place: "diary.csv, line 2", reason: "1960-01-01 is before the film came out"),
        Case(
            kind: "rating past five stars",
            files: [
                "ratings.csv":
                    "Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,Film 1,1971,x,6\n2024-01-02,Film 2,1972,x,4\n"
            ],
            place: "ratings.csv, line 2", reason: "a rating of 6 stars is past the 5 Letterboxd gives"),
        Case(
            kind: "list note too long",
            files: [
                "diary.csv": diaryHeader + "2024-01-02,Film 2,1972,x,4,,,\n",
                "lists/mine.csv": "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-05-01,Mine,,u,\n\n"
                    + "Position,Name,Year,URL,Description\n1,Film 1,1971,u,\(String(repeating: "n", count: 100_000))\u{7}\n",
            ],
            place: "lists/mine.csv, line 6", reason: ListError.noteTooLong(maximum: ListEntry.maximumNote).description),
        Case(
            kind: "list note with a bell",
            files: [
                "diary.csv": diaryHeader + "2024-01-02,Film 2,1972,x,4,,,\n",
                "lists/mine.csv": "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-05-01,Mine,,u,\n\n"
                    + "Position,Name,Year,URL,Description\n1,Film 1,1971,u,ding\u{7}\n",
            ],
            place: "lists/mine.csv, line 6", reason: ListError.controlCharacter(field: "note").description),
        Case(
            kind: "list titled with an escape",
            files: [
                "diary.csv": diaryHeader + "2024-01-02,Film 2,1972,x,4,,,\n",
                "lists/mine.csv":
                    "Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-05-01,Mi\u{1B}[2Jne,,u,\n\n"
                    + "Position,Name,Year,URL,Description\n1,Film 1,1971,u,\n",
            ],
            place: "lists/mine.csv, line 1",
            reason: "lists/mine.csv cannot be read: its list is refused: "
                + ListError.controlCharacter(field: "title").description),
    ]

    @Test(arguments: cases)
    func aRowThatFailsTheRuleOfAFormIsRefusedBesideItsLineAndTheRestImported(_ example: Case) async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let plan = try await fixtures.imports.prepare(try Fixtures.zip(example.files), named: "letterboxd.zip")
        let outcome = try await fixtures.imports.apply(plan, for: ana.id)
        let refusal = try #require(outcome.refused.first, "\(example.kind) was let through")
        #expect(outcome.refused.count == 1)
        #expect(refusal.place.description == example.place)
        #expect(refusal.reason == example.reason)
        // The good row beside it is written, and nothing of the bad one is.
        let reviews = try await store.reviews(by: ana.id, page: .first, pageSize: 10).items
        #expect(reviews.allSatisfy { $0.content.text == nil || $0.content.text == "Fine." })
        #expect(try await store.allWatches(of: ana.id).allSatisfy { $0.film.reference == Fixtures.film(2) })
        for list in try await store.lists(of: ana.id) { #expect(list.filmCount == 0) }
    }

    /// What reaches a film's page passed the same rule: nothing past the review's limit is stored, however
    /// large the file's cell.
    @Test func aReviewOfMillionsOfCharactersIsNeverStored() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let huge = String(repeating: "word ", count: 2_000_000)
        let file = Self.reviewsHeader + "2024-01-02,Film 1,1971,x,4,,\(huge),,\n"
        let plan = try await fixtures.imports.prepare(Data(file.utf8), named: "reviews.csv")
        let outcome = try await fixtures.imports.apply(plan, for: ana.id)
        #expect(outcome.reviewsAdded == 0 && outcome.refused.map(\.place.description) == ["reviews.csv, line 2"])
        #expect(try await store.reviews(by: ana.id, page: .first, pageSize: 10).items.isEmpty)
    }
}
