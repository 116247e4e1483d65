import MoviesDomain
import MoviesPresentation
import Testing

/// The comments under a review: who may write, edit and delete which, as the screen shows it.
@Suite struct CommentsScreenTests {
    @Test func aCommentIsWrittenEditedAndDeletedAndEachReaderSeesWhatTheyMayDo() async throws {
        let shelf = ClubShelf()
        let (ana, bob, cyd) = (
            try await shelf.member("ana"), try await shelf.member("bob"), try await shelf.member("cyd")
        )
        let review = try await shelf.log("1", by: bob, WatchForm(day: "2026-12-01", rating: "8", review: "Tense."))
        let subject = review.id.rawValue

        let anas = CommentsViewModel(viewer: ana.id, comments: shelf.comments)
        await anas.didWrite("  The score!  ", on: subject)
        var state = await anas.state
        #expect(state.notice != nil && state.changed?.text.description == "The score!")
        let comment = try #require(state.changed)

        await anas.didLoad(on: subject)
        state = await anas.state
        #expect(state.heading?.contains("bob") == true && state.heading?.contains("Alien") == true)
        #expect(state.rows.map(\.authorName) == ["ana"] && state.rows.map(\.text) == ["The score!"])
        #expect(state.rows.first?.mayEdit == true && state.rows.first?.mayDelete == true)

        let bobs = CommentsViewModel(viewer: bob.id, comments: shelf.comments)
        await bobs.didLoad(on: subject)
        let owner = try #require(await bobs.state.rows.first)
        #expect(!owner.mayEdit && owner.mayDelete, "the review's author deletes any comment under it, edits none")
        let cyds = CommentsViewModel(viewer: cyd.id, comments: shelf.comments)
        await cyds.didLoad(on: subject)
        let other = try #require(await cyds.state.rows.first)
        #expect(!other.mayEdit && !other.mayDelete)

        await anas.didEdit(comment.id.rawValue, to: "The whole score!")
        #expect(await anas.state.changed?.text.description == "The whole score!")
        await anas.didLoad(on: subject)
        #expect(await anas.state.rows.first?.isEdited == true)
        await bobs.didDelete(comment.id.rawValue)
        #expect(await bobs.state.failure == nil)
        await bobs.didLoad(on: subject)
        #expect(await bobs.state.rows.isEmpty)
    }

    @Test func nobodySignedInReadsButIsAskedToSignInToWrite() async throws {
        let shelf = ClubShelf()
        let bob = try await shelf.member("bob")
        let review = try await shelf.log("1", by: bob, WatchForm(day: "2026-12-01", rating: "8", review: "Tense."))
        let screen = CommentsViewModel(viewer: nil, comments: shelf.comments)
        await screen.didWrite("Hello", on: review.id.rawValue)
        #expect(await screen.state.failure?.kind == .unauthorized)
        await screen.didLoad(on: review.id.rawValue)
        let read = await screen.state
        #expect(read.failure == nil && read.rows.isEmpty && !read.mayWrite)
        await screen.didLoad(on: "no-such-thing")
        #expect(await screen.state.failure?.kind == .notFound)
    }
}
