import MoviesDomain
import Testing

@testable import MoviesData

/// A film of this site's export is looked for by its number only where the number is the source's own: a
/// film a member added (from 1,000,000,001 up, on either source) is looked for by what the export says of it.
@Suite struct ExportFilmHintTests {
    @Test(arguments: ["catalog:1000000001", "tmdb:1000000001"])
    func anAddedFilmsNumberIsNeverTakenForAFilmHere(id: String) {
        let hint = MoviesExportDTO.Film(id: id, title: "Past Lives", year: 2023, imdbID: "tt13238346").hint(
            carrying: nil)
        #expect(hint.reference == nil && hint.imdbID == "tt13238346" && hint.year == 2023)
    }

    @Test(arguments: ["catalog:17738", "tmdb:155"])
    func aSourcesOwnNumberIsKept(id: String) throws {
        let hint = MoviesExportDTO.Film(id: id, title: "Heat", year: 1995, imdbID: nil).hint(carrying: nil)
        #expect(hint.reference == (try FilmReference(id)))
    }
}
