import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

/// Comments as members meet them: who may write, edit and delete which, the limit of a minute, and the
/// reviews and lists ``Privacy`` hides.
@Suite struct CommentsUseCaseTests {
    let store = InMemoryMemberStore()
    let clock = TestClock()

    var comments: CommentsUseCase {
        CommentsUseCase(comments: store, reviews: store, follows: store, diary: store, now: clock.now)
    }

    func member(_ name: String) async throws -> User {
        try await AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()).register(
            name: try UserName(name), fullName: try FullName(given: name, family: "Test"),
            password: try Password("long enough"))
    }

    /// bob's review of Film 1 and a list of his, public or not: their ids.
    func subjects(of bob: User, listIsPublic: Bool = true) async throws -> (review: String, list: String) {
        let watch = try DiaryContractFixtures.reviewedWatch(by: bob)
        try await store.add(watch)
        var list = FilmList(
            id: .make(), owner: bob.id, details: try ListDetails(title: "Seventies", isPublic: listIsPublic),
            slug: "seventies", created: clock.now(), updated: clock.now())
        list = try await store.create(list)
        return (watch.id.rawValue, list.id.rawValue)
    }

    @Test func aMemberWritesEditsAndDeletesTheirOwnAndTheOwnerDeletesAny() async throws {
        let (ana, bob, cyd) = (try await member("ana"), try await member("bob"), try await member("cyd"))
        let (review, list) = try await subjects(of: bob)
        let first = try await comments.write("  The score!\r\nAll of it.  ", on: review, by: ana.id)
        #expect(first.text.description == "The score!\nAll of it.", "trimmed, one line break")
        let onList = try await comments.write("Add Jaws.", on: list, by: cyd.id)

        let thread = try await comments.thread(on: review, seenBy: nil)
        #expect(thread.subject.title == "Film 1" && thread.review?.content.text == "Tense.")
        #expect(thread.comments.items.map(\.authorName.text) == ["ana"])

        await #expect(throws: CommentError.notYours) { try await comments.edit(first.id, to: "Mine now", by: cyd.id) }
        await #expect(throws: CommentError.notYours) { try await comments.delete(first.id, by: cyd.id) }
        #expect(try await comments.edit(first.id, to: "The score.", by: ana.id).edited != nil)
        try await comments.delete(onList.id, by: bob.id)
        await #expect(throws: CommentError.notFound) { try await comments.delete(onList.id, by: cyd.id) }
        try await comments.delete(first.id, by: ana.id)
        #expect(try await comments.thread(on: review, seenBy: ana.id).comments.totalCount == 0)
    }

    @Test func aCommentIsOneToTwoThousandCharactersAndThirtyAMinute() async throws {
        let (ana, bob) = (try await member("ana"), try await member("bob"))
        let (review, _) = try await subjects(of: bob)
        await #expect(throws: CommentError.empty) { try await comments.write(" \n ", on: review, by: ana.id) }
        await #expect(throws: CommentError.tooLong(maximum: 2_000)) {
            try await comments.write(String(repeating: "a", count: 2_001), on: review, by: ana.id)
        }
        await #expect(throws: CommentError.controlCharacter) {
            try await comments.write("a\u{202E}b", on: review, by: ana.id)
        }
        _ = try await comments.write(String(repeating: "é", count: 2_000), on: review, by: ana.id)
        for number in 1..<30 { _ = try await comments.write("\(number)", on: review, by: ana.id) }
        await #expect(throws: CommentError.tooMany(perMinute: 30, perDay: 300)) {
            try await comments.write("31", on: review, by: ana.id)
        }
        for _ in 0..<61 { _ = clock.now() }
        _ = try await comments.write("a minute on", on: review, by: ana.id)
    }

    /// Thirty a minute would be 43,000 a day on one review: a day holds 300.
    @Test func aMemberWritesThreeHundredCommentsADay() async throws {
        let (ana, bob) = (try await member("ana"), try await member("bob"))
        let (review, _) = try await subjects(of: bob)
        for number in 1...CommentsUseCase.perDay {
            _ = try await comments.write("\(number)", on: review, by: ana.id)
            if number % 25 == 0 { for _ in 0..<61 { _ = clock.now() } }
        }
        await #expect(throws: CommentError.tooMany(perMinute: 30, perDay: 300)) {
            try await comments.write("one more", on: review, by: ana.id)
        }
        _ = try await comments.write("bob's own", on: review, by: bob.id)
    }

    /// Text that shows nothing, or hides something, is refused as it is for names; an emoji made with the
    /// joiner and a variation selector is kept.
    @Test(arguments: ["\u{FEFF}", "\u{3164}", "\u{3164}\u{3164}", "see\u{200B}this", "a\u{E0041}b", "\u{AD}x"])
    func aCommentThatShowsNothingOrHidesSomethingIsRefused(_ text: String) throws {
        #expect(throws: CommentError.invisibleCharacter) { try CommentText(text) }
        #expect(try CommentText("👩‍👩‍👧 ❤️ great").description == "👩‍👩‍👧 ❤️ great")
    }

    @Test func blocksAndPrivateListsHideWhatIsUnderThem() async throws {
        let (ana, bob, cyd) = (try await member("ana"), try await member("bob"), try await member("cyd"))
        let (review, _) = try await subjects(of: bob)
        let (_, hidden) = try await subjects(of: cyd, listIsPublic: false)
        await #expect(throws: CommentError.notFound) { try await comments.write("Hi", on: hidden, by: ana.id) }
        await #expect(throws: CommentError.notFound) { try await comments.thread(on: hidden, seenBy: nil) }
        _ = try await comments.write("Mine.", on: hidden, by: cyd.id)

        _ = try await comments.write("Before.", on: review, by: ana.id)
        _ = try await FollowsUseCase(follows: store, users: store, diary: store).block(named: "ana", by: bob.id)
        await #expect(throws: CommentError.notFound, "silent to the blocked") {
            try await comments.write("After.", on: review, by: ana.id)
        }
        await #expect(throws: CommentError.notFound) { try await comments.thread(on: review, seenBy: ana.id) }
        _ = try await FollowsUseCase(follows: store, users: store, diary: store).unblock(named: "ana", by: bob.id)
        _ = try await FollowsUseCase(follows: store, users: store, diary: store).block(named: "bob", by: ana.id)
        await #expect(throws: CommentError.blockedByYou("bob")) {
            try await comments.write("x", on: review, by: ana.id)
        }
        #expect(try await comments.thread(on: review, seenBy: bob.id).comments.totalCount == 0, "ana's hidden from bob")
        #expect(try await comments.thread(on: review, seenBy: nil).comments.totalCount == 1)
    }
}

/// A reviewed watch for the use cases' tests.
enum DiaryContractFixtures {
    static func reviewedWatch(by member: User) throws -> Watch {
        Watch(
            id: .make(), member: member.id,
            film: WatchedFilm(
                reference: try FilmReference("catalog:1"), title: "Film 1", year: 1971, posterPath: nil, runtime: nil,
                genres: [], directors: [], cast: []),
            details: try WatchDetails(day: nil, rating: 8, isRewatch: false, isLiked: false),
            logged: Date(timeIntervalSince1970: 100),
            review: WatchReview(text: "Tense.", hasSpoilers: false, written: Date(timeIntervalSince1970: 100)))
    }
}
