import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The import screen on fakes: a file read into what it will add, a film chosen, the import streamed as it
/// writes, and a file that cannot be read said as the field at fault.
@Suite struct ImportScreenTests {
    static let films: [Movie] =
        (1...3).map { number in
            .fixture(id: "\(number)", title: "Film \(number)", releaseDate: .year(1990 + number))
        } + [
            .fixture(id: "4", title: "Twin", releaseDate: .year(2000)),
            .fixture(id: "5", title: "Twin", releaseDate: .year(2000)),
        ]

    /// Reads `title;year;day` lines as diary rows: a site's format stood in for.
    struct LinesReader: ImportFileReader {
        func read(_ bytes: Data, named name: String, dayOrder: DayOrder?) throws -> ImportedFile {
            guard name.hasSuffix(".txt") else { throw ImportFileError.notAnExport(name) }
            let rows = String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated().map { index, line in
                let fields = line.split(separator: ";").map(String.init)
                var row = ImportRow(
                    kind: .diary, place: .init(file: name, line: index + 1),
                    film: FilmHint(title: fields[0], year: Int(fields[1])))
                row.day = try? CalendarDay(fields[2])
                return row
            }
            return ImportedFile(origin: .letterboxd, rows: rows)
        }

        func read(folder files: [String: Data]) throws -> ImportedFile { throw ImportFileError.notAnExport("folder") }
    }

    func screen(_ shelf: Shelf) -> ImportViewModel {
        let source = FilmSource(.catalog, movies: shelf.movies)
        let identifiers = NoIdentifiers()
        let imports = ImportUseCase(
            reader: LinesReader(),
            matcher: FilmMatcher(movies: shelf.movies, identifiers: identifiers, source: .catalog),
            films: source, diary: shelf.store, saved: shelf.store, reviews: shelf.store, now: TestClock().now)
        return ImportViewModel(imports: imports, member: shelf.ana)
    }

    struct NoIdentifiers: FilmIdentifiersRepository {
        func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] { [:] }
        func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] { [:] }
    }

    @Test func aFileIsReadChosenAndImportedWithItsProgressStreamed() async throws {
        let shelf = try await Shelf(Self.films)
        let screen = screen(shelf)
        let lines = "Film 1;1991;2024-01-01\nFilm 2;1992;2024-01-02\nFilm 1;1991;2024-02-01\nTwin;2000;2024-03-03\n"
        await screen.didChoose(Data(lines.utf8), named: "diary.txt")
        let plan = try #require(await screen.state.plan)
        #expect(plan.counts.watches == 3 && plan.unresolved.map(\.hint.title) == ["Twin"])
        #expect(plan.unresolved.first?.candidates.map(\.reference) == [shelf.film("4"), shelf.film("5")])

        await screen.didResolve([FilmHint(title: "Twin", year: 2000): shelf.film("5")])
        #expect(await screen.state.plan?.counts.watches == 4)
        let states = await screen.states()
        await screen.didConfirm()
        var seen: [ImportProgress] = []
        for await state in states {
            if let progress = state.progress { seen.append(progress) }
            if state.outcome != nil { break }
        }
        #expect(seen.first == ImportProgress(done: 0, total: 4) && seen.last == ImportProgress(done: 4, total: 4))
        #expect(await screen.state.outcome?.watchesAdded == 4)
        let diary = try await shelf.store.allWatches(of: shelf.ana)
        #expect(diary.map(\.film.title).sorted() == ["Film 1", "Film 1", "Film 2", "Twin"])
        #expect(diary.filter(\.details.isRewatch).map(\.details.day?.description) == ["2024-02-01"])
    }

    @Test func aFileThatCannotBeReadIsTheFieldAtFault() async throws {
        let screen = screen(try await Shelf(Self.films))
        await screen.didChoose(Data("x".utf8), named: "notes.pdf")
        let failure = try #require(await screen.state.failure)
        #expect(failure.kind == .invalidInput && failure.field == "file")
        #expect(failure.message.hasPrefix("notes.pdf is not an export this site reads"))
    }
}
