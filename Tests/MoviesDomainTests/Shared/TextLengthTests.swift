import MoviesDomain
import Testing

/// Every limit on what a member writes is counted as the API's contract counts it (JSON Schema's
/// `maxLength`: code points), so a text the contract calls too long is refused, however it is written: "é" as
/// one letter and a mark is two.
@Suite struct TextLengthTests {
    /// `count` letters as a person reads them, twice as many code points.
    static func marked(_ count: Int) -> String { String(repeating: "e\u{301}", count: count) }

    @Test func aTextOfLettersWithMarksCountsEachMark() throws {
        #expect(ShownText.length(of: Self.marked(3)) == 6)
        #expect(ShownText.length(of: "👍🏽") == 2)
        #expect(ShownText.length(of: "Past Lives") == 10)
    }

    @Test func eachLimitIsOfCodePoints() throws {
        let half = { (limit: Int) in Self.marked(limit / 2) }
        let over = { (limit: Int) in Self.marked(limit / 2) + "e" }
        #expect(throws: Never.self) {
            try ListDetails(title: "Noir", description: half(ListDetails.maximumDescription))
        }
        #expect(throws: ListError.descriptionTooLong(maximum: 2_000)) {
            try ListDetails(title: "Noir", description: over(ListDetails.maximumDescription))
        }
        #expect(throws: ListError.self) { try ListDetails(title: over(ListDetails.titleLengths.upperBound)) }
        #expect(throws: Never.self) {
            try ReviewDraft(rating: 8, text: half(ReviewDraft.maximumTextLength), hasSpoilers: false)
        }
        #expect(throws: ReviewDraft.Error.self) {
            try ReviewDraft(rating: 8, text: over(ReviewDraft.maximumTextLength), hasSpoilers: false)
        }
        #expect(throws: Never.self) { try CommentText(half(CommentText.lengths.upperBound)) }
        #expect(throws: CommentError.tooLong(maximum: 2_000)) { try CommentText(over(CommentText.lengths.upperBound)) }
        #expect(throws: FullName.Error.self) { try FullName(given: over(FullName.lengths.upperBound), family: "Song") }
        #expect(throws: AccessTokenError.invalidLabel) {
            try AccessTokensUseCase.checked(label: over(AccessTokensUseCase.maxLabelLength))
        }
    }
}
