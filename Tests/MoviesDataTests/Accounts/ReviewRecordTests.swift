import Foundation
import MoviesData
import MoviesDomain
import Testing

/// A review kept by an earlier version, whose checks let through what a review refuses now, is still
/// shown: the rule binds what is written from now on, never what was kept.
@Suite struct ReviewRecordTests {
    @Test func aReviewKeptWithATabOrAControlCharacterIsStillListed() throws {
        for text in ["Tense.\tLong.", "Old \u{1B}[2J text"] {
            let record = ReviewRecord(
                author: "user:1", authorName: "ana", film: "catalog:42198", filmTitle: "Heat", filmYear: 1995,
                rating: 9, text: text, hasSpoilers: false, written: Date(timeIntervalSince1970: 0), edited: nil,
                watch: "w1", day: nil)
            let review = try #require(record.toDomain(), "\(text.debugDescription)")
            #expect(review.content.text == text && review.content.rating == 9)
        }
        #expect(throws: ReviewDraft.Error.controlCharacter) {
            try ReviewDraft(rating: 9, text: "Tense.\tLong.", hasSpoilers: false)
        }
    }
}
