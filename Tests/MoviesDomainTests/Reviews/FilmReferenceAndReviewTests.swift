import MoviesDomain
import Testing

@Suite struct FilmReferenceTests {
    @Test func idsSayTheirSourceAndBareNumbersAreCatalogFilms() throws {
        #expect(try FilmReference("catalog:17738") == FilmReference(source: .catalog, movieID: Movie.ID("17738")))
        #expect(try FilmReference("17738") == FilmReference("catalog:17738"))
        #expect(try FilmReference("tmdb:155").description == "tmdb:155")
        #expect(try FilmReference("tmdb:155") != FilmReference("catalog:155"))
    }

    @Test(arguments: [
        ("vhs:1", FilmReference.Error.unknownSource("vhs")),
        ("tmdb:", .notAnID("tmdb:")),
        ("", .notAnID("")),
        ("catalog:0", .notAnID("catalog:0")),
        ("catalog:-3", .notAnID("catalog:-3")),
        ("catalog:１２", .notAnID("catalog:１２")),
        ("tmdb:1:2", .notAnID("tmdb:1:2")),
        ("9999999999999", .notAnID("9999999999999")),
    ])
    func anythingElseIsRefusedWithTheReason(text: String, error: FilmReference.Error) {
        #expect(throws: error) { try FilmReference(text) }
    }
}

@Suite struct ReviewDraftTests {
    @Test func aRatingIsHalfStarsAndEmptyTextIsNone() throws {
        let draft = try ReviewDraft(rating: 7, text: "  \n ", hasSpoilers: false)
        #expect(draft.stars == 3.5)
        #expect(draft.text == nil)
        #expect(
            try ReviewDraft(rating: 10, text: " Line one\nline two ", hasSpoilers: true).text == "Line one\nline two")
    }

    @Test func ratingsOutsideOneToTenAndOverlongTextsAreRefused() {
        #expect(throws: ReviewDraft.Error.ratingOutOfRange(0)) {
            try ReviewDraft(rating: 0, text: nil, hasSpoilers: false)
        }
        #expect(throws: ReviewDraft.Error.ratingOutOfRange(11)) {
            try ReviewDraft(rating: 11, text: nil, hasSpoilers: false)
        }
        #expect(throws: ReviewDraft.Error.textTooLong(maximum: 5_000)) {
            try ReviewDraft(rating: 5, text: String(repeating: "é", count: 5_001), hasSpoilers: false)
        }
    }

    @Test func aReviewKeepsLineBreaksAndRefusesEveryOtherControlCharacter() throws {
        let kept = try ReviewDraft(rating: 8, text: "First line.\r\nSecond line.\n\nThird.", hasSpoilers: false)
        #expect(kept.text == "First line.\nSecond line.\n\nThird.")
        for hostile in ["\u{1B}]52;c;aGk=\u{07}", "a\u{1B}[2Jb", "tab\there", "c1\u{9B}31m", "nul\u{0}"] {
            #expect(throws: ReviewDraft.Error.controlCharacter, "\(hostile.debugDescription)") {
                try ReviewDraft(rating: 8, text: hostile, hasSpoilers: false)
            }
        }
    }
}
