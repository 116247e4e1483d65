import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// A tag is 1–40 characters as a person counts them, with no control characters, at most 20 a watch;
/// tags are compared folded and shown as the member first wrote them.
@Suite struct TagTests {
    @Test func aTagIsCountedAsAPersonCountsAndRefusedByName() throws {
        #expect(try Tag("  with ana ").text == "with ana")
        #expect(try Tag(String(repeating: "👩‍👩‍👧", count: 40)).text.count == 40, "a family is one character")
        #expect(throws: TagError.tooLong(String(repeating: "a", count: 41))) {
            try Tag(String(repeating: "a", count: 41))
        }
        #expect(throws: TagError.empty) { try Tag("   ") }
        #expect(throws: TagError.controlCharacter("bad")) { try Tag("b\u{1B}ad") }
        #expect(throws: TagError.controlCharacter("evil")) { try Tag("ev\u{202E}il") }
        #expect(TagError.controlCharacter("bad").description == "the tag “bad” has a control character")
        #expect(throws: TagError.tooMany(21)) { try Tag.list((1...21).map { "tag \($0)" }) }
        // Tags are written apart by commas (the form's field, Letterboxd's files): one that held a comma
        // would come back as two.
        #expect(throws: TagError.comma("la,night")) { try Tag("la,night") }
    }

    @Test func tagsAreComparedFoldedAndListedOnce() throws {
        #expect(try Tag("Cinéma") == Tag("cinema") && Tag("35  MM") == Tag("35 mm"))
        #expect(try Tag.list(["Cinema", "cinéma", "35mm", "CINEMA"]).map(\.text) == ["Cinema", "35mm"])
        #expect(try Tag.list(commaSeparated: "cinema, 35mm,, with ana ").map(\.text) == ["cinema", "35mm", "with ana"])
    }

    @Test func aMembersTagIsShownAsFirstWrittenAndTheDiaryFiltersByIt() async throws {
        let store = InMemoryMemberStore()
        let clock = TestClock()
        let movies = InMemoryMoviesRepository(movies: [
            .fixture(id: "1", title: "Alien", releaseDate: .year(1979)), .fixture(id: "2", title: "Heat"),
        ])
        let diary = DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            now: clock.now)
        let ana = User(
            id: .make(), name: try UserName("ana"), fullName: try FullName(given: "Ana", family: "Test"),
            joined: Date(timeIntervalSince1970: 0))
        try await store.add(ana, passwordHash: "x")
        var first = WatchDraft(day: try CalendarDay("2024-01-01"))
        first.tags = [try Tag("Cinéma"), try Tag("35mm")]
        _ = try await diary.log(first, of: FilmReference("catalog:1"), by: ana.id)
        var second = WatchDraft(day: try CalendarDay("2024-02-01"))
        second.tags = [try Tag("CINEMA")]
        let logged = try await diary.log(second, of: FilmReference("catalog:2"), by: ana.id)
        #expect(logged.watch.details.tags.map(\.text) == ["Cinéma"], "as first written")
        #expect(
            try await diary.tags(of: ana.id) == [
                TagCount(tag: try Tag("Cinéma"), watches: 2), TagCount(tag: try Tag("35mm"), watches: 1),
            ])
        let tagged = try await diary.diary(of: ana.id, filter: DiaryFilter(tag: try Tag("cinema")))
        #expect(tagged.items.map(\.film.title) == ["Heat", "Alien"])
        let edited = try await diary.edit(
            logged.watch.id, by: ana.id,
            to: try WatchDetails(day: nil, rating: nil, isRewatch: false, isLiked: false, tags: [try Tag("35MM")]))
        #expect(edited.details.tags.map(\.text) == ["35mm"])
    }
}
