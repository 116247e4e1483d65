import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The lists screens on fakes: a list made, films put in their places with a note, moved and taken out,
/// deleted and brought back; another member's private list is no list at all, and bad input names its field.
@Suite struct ListScreenTests {
    static let films: [Movie] = [
        .fixture(id: "1", title: "Alien", releaseDate: .year(1979)),
        .fixture(id: "2", title: "Heat", releaseDate: .year(1995)),
        .fixture(id: "3", title: "Up", releaseDate: .year(2009)),
    ]

    func lists(_ shelf: Shelf) -> ListsUseCase {
        ListsUseCase(lists: shelf.store, films: FilmSource(.catalog, movies: shelf.movies), users: shelf.store)
    }

    @Test func aListIsMadeFilledReorderedAndDeletedWithUndo() async throws {
        let shelf = try await Shelf(Self.films)
        let mine = ListsViewModel(lists: lists(shelf), member: shelf.ana)
        await mine.didLoad()
        await mine.didCreate(title: "  Best   of all  ", isRanked: true)
        #expect(await mine.state.notice == "Made “Best of all”.")
        #expect(await mine.state.lists.map(\.slug) == ["best-of-all"])

        let list = ListViewModel(lists: lists(shelf), viewer: shelf.ana)
        await list.didLoad(.own("BEST OF ALL"))
        await list.didAdd([shelf.film("1"), shelf.film("2"), shelf.film("3")], note: nil)
        #expect(await list.state.notice?.split(separator: "\n").last == "Added “Up” to “Best of all” (number 3).")
        await list.didMove(shelf.film("3"), to: 1)
        await list.didSetNote("Still the best.", of: shelf.film("2"))
        #expect(await list.state.entries.map(\.title) == ["Up", "Alien", "Heat"])
        #expect(await list.state.entries.last?.note == "Still the best.")
        await list.didRemove(shelf.film("1"))
        #expect(await list.state.notice == "Took “Alien” out of “Best of all”.")
        #expect(await list.state.entries.map(\.position) == [1, 2])

        await list.didMove(shelf.film("2"), to: 3)
        #expect(await list.state.failure?.field == "position")
        await list.didAdd([shelf.film("2")])
        #expect(await list.state.failure?.kind == .conflict)

        let id = try #require(await list.state.list?.id)
        await mine.didDelete(id)
        let afterDelete = await mine.state
        #expect(afterDelete.lists.isEmpty && afterDelete.notice == "Deleted “Best of all”.")
        await mine.didUndoDelete()
        #expect(await mine.state.lists.map(\.filmCount) == [2])
    }

    @Test func anotherMembersPrivateListIsNoListAndBadInputNamesItsField() async throws {
        let shelf = try await Shelf(Self.films)
        let mine = ListsViewModel(lists: lists(shelf), member: shelf.ana)
        await mine.didCreate(title: "Secret")
        await mine.didCreate(title: "Shared", isPublic: true)
        let stranger = ListViewModel(lists: lists(shelf), viewer: User.ID("bob"))
        await stranger.didLoad(.member(name: "ana", slug: "secret"))
        let refused = await stranger.state
        #expect(refused.failure?.kind == .notFound && refused.list == nil)
        await stranger.didLoad(.member(name: "ana", slug: "shared"))
        let shared = await stranger.state
        #expect(shared.list?.details.title == "Shared" && !shared.isOwner)
        await stranger.didAdd([shelf.film("1")])
        #expect(await stranger.state.failure?.kind == .notFound, "only the owner changes a list")

        await mine.didCreate(title: String(repeating: "x", count: 101))
        #expect(await mine.state.failure?.field == "title")
        await mine.didCreate(title: "   ")
        #expect(await mine.state.failure?.field == "title")
        let own = ListViewModel(lists: lists(shelf), viewer: shelf.ana)
        await own.didLoad(.own("shared"))
        await own.didAdd([shelf.film("1")], note: String(repeating: "n", count: 501))
        #expect(await own.state.failure?.field == "note")
    }

    @Test func aMemberKeepsAThousandListsAndTheNextIsRefusedWithTheReason() async throws {
        let shelf = try await Shelf(Self.films)
        let lists = lists(shelf)
        for number in 1...FilmList.maximumListsPerMember {
            _ = try await lists.create(try ListDetails(title: "List \(number)"), by: shelf.ana)
        }
        let mine = ListsViewModel(lists: lists, member: shelf.ana)
        await mine.didCreate(title: "One more")
        let refused = await mine.state.failure
        #expect(refused?.kind == .conflict && refused?.message == "A member keeps at most 1000 lists.")
        #expect(try await lists.lists(of: shelf.ana).count == FilmList.maximumListsPerMember)
    }
}
