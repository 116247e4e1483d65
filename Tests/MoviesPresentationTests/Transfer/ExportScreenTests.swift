import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The export screen: the member's data made into one file, said as it is being made, and a failure said.
@Suite struct ExportScreenTests {
    /// One line a watch, `title;day`: a file format stood in for.
    struct LinesWriter: AccountArchiveWriter {
        func write(_ export: AccountExport) throws -> AccountArchive {
            let lines = export.watches.map { "\($0.film.title);\($0.details.day?.description ?? "")" }
            return AccountArchive(
                fileName: "\(export.member.name.text).txt", bytes: Data(lines.joined(separator: "\n").utf8))
        }
    }

    /// A store out of reach.
    struct Unreachable: AccountArchives {
        struct Down: SourceUnavailableError {}
        func archive(of member: User.ID) async throws -> AccountArchive { throw Down() }
    }

    @Test func theMembersDataIsMadeIntoOneFileAndTheStatesSayWhereItIs() async throws {
        let shelf = try await Shelf(DiaryScreenTests.films)
        let form = shelf.watchForm
        await form.didLog(WatchForm(day: "2024-03-12", rating: "8"), of: shelf.film("2"))
        let export = ExportUseCase(
            users: shelf.store, diary: shelf.store, saved: shelf.store, reviews: shelf.store, tokens: nil,
            identifiers: ImportScreenTests.NoIdentifiers(), source: .catalog, writer: LinesWriter(),
            now: TestClock().now)
        let screen = ExportViewModel(archives: export, member: shelf.ana)
        let states = await screen.states()
        await screen.didRequestExport()
        var seen: [ExportState] = []
        for await state in states {
            seen.append(state)
            if state.archive != nil || state.failure != nil { break }
        }
        #expect(seen.contains { $0.isExporting })
        let archive = try #require(await screen.state.archive)
        #expect(archive.fileName == "ana.txt" && String(decoding: archive.bytes, as: UTF8.self) == "Heat;2024-03-12")
        #expect(await screen.state.isExporting == false)

        let down = ExportViewModel(archives: Unreachable(), member: shelf.ana)
        await down.didRequestExport()
        #expect(await down.state.failure?.kind == .unavailable)
    }
}
