import Foundation
import MoviesDomain
import Testing

@testable import MoviesPresentation
@testable import MoviesTerminal

/// The search pane drawn from states alone, as the view models stream them: no terminal needed.
@Suite struct SearchModelTests {
    private let size = ScreenPainter.Size(columns: 80, rows: 12)

    private func results(_ titles: [String], saved: Set<Movie.ID> = [], strings: Strings = .english) -> SearchModel {
        var state = SearchState(marks: SavedMarks(source: .catalog, saved: saved))
        state.list.query = "heat"
        state.list.items = titles.enumerated().map { index, title in
            MoviesListItemViewModel(
                movie: Movie(id: Movie.ID("\(index)"), title: title, releaseDate: .year(1995)), strings: strings)
        }
        state.list.totalResults = 40
        state.list.currentPage = 1
        state.list.totalPages = 2
        var model = SearchModel()
        (model.text, model.committed, model.focus, model.search) = ("heat", "heat", .list, state)
        return model
    }

    @Test func resultsShowTheSelectionTheSavedMarkAndHowManyThereAre() {
        let frame = results(["Heat", "Heat Wave"], saved: [Movie.ID("1")]).frame(size: size, strings: .english)
        let text = frame.body.map(\.text)
        #expect(text[0] == "Search films: heat")
        #expect(text[1] == "Showing 2 of 40")
        #expect(text[3].hasPrefix("› Heat (1995)"))
        #expect(text[4].hasPrefix("  Heat Wave (1995)") && text[4].contains("✓"))
        #expect(!text[3].contains("✓"))
    }

    @Test func aCachedPageSaysHowOldItIs() {
        var model = results(["Heat"])
        model.search?.list.origin = .cached(savedAt: Date(timeIntervalSinceNow: -3 * 86400))
        #expect(model.frame(size: size, strings: .english).status.text == "Saved results from 3 days ago.")
    }

    @Test func nothingFoundSaysSoAndOffersTheNearSpelling() {
        var model = results([])
        model.search?.list.totalResults = 0
        model.search?.list.suggestedQuery = "heat"
        let text = model.frame(size: size, strings: .english).body.map(\.text)
        #expect(text.contains("No films match “heat”.") || text.contains { $0.hasPrefix("No films") })
        #expect(text.contains("Did you mean “heat”?"))
    }

    @Test func aKoreanScreenIsInKoreanAndItsTitlesKeepTheirColumns() {
        let model = results(["대부", "Heat"], strings: .korean)
        let frame = model.frame(size: size, strings: .korean)
        let lines = frame.body.map { $0.drawn(width: size.columns, colors: false) }
        #expect(frame.body[0].text.hasPrefix("영화 검색"))
        // Both rows put their rating in the same column, whatever the width of their letters.
        let first = TextWidth.columns(of: frame.body[3].text.prefix { $0 != "★" })
        let second = TextWidth.columns(of: frame.body[4].text.prefix { $0 != "★" })
        #expect(first == second)
        #expect(lines.allSatisfy { TextWidth.columns(of: $0.replacing(/\x1B\[[0-9;]*m/, with: "")) == size.columns })
    }

    @Test func whileTypingTheSuggestionsAreForTheWordsInTheBoxOnly() {
        var model = SearchModel()
        model.text = "hea"
        model.suggestions.query = "he"
        model.suggestions.films = [SuggestionsState.Film(id: Movie.ID("1"), title: "Heat", year: 1995)]
        #expect(model.entries.isEmpty, "an answer to words no longer in the box is not shown")
        model.suggestions.query = "hea"
        #expect(model.frame(size: size, strings: .english).body.map(\.text).contains("  Heat (1995)"))
    }
}
