import MoviesDomain
import MoviesPresentation
import Testing

@testable import MoviesTerminal

/// The terminal's add-a-film form: the search's words as its title, the cursor on the year, numbers only
/// where numbers go, and a change to the film asking for a check again.
@Suite struct AddFilmModelTests {
    @Test func theFormStartsFromTheSearchAndMakesTheDraft() throws {
        var model = AddFilmModel(title: "Aftersun")
        #expect(model.field == .year && model.draft == nil, "a year is needed first")
        for character in "2o22" { model.type(character) }
        #expect(model.year == "222", "letters are not typed into a number")
        model.erase()
        for character in "0" { model.type(character) }
        #expect(model.year == "220")
        for _ in 0..<3 { model.erase() }
        for character in "2022" { model.type(character) }
        model.moveField(by: 1)
        for character in "Charlotte Wells, , Someone Else" { model.type(character) }
        model.moveField(by: 1)
        for character in "101" { model.type(character) }
        let draft = try #require(model.draft)
        #expect(draft.title == "Aftersun" && draft.year == 2022 && draft.runtime == 101)
        #expect(draft.directors == ["Charlotte Wells", "Someone Else"])
        model.moveField(by: 1)
        #expect(model.field == .title, "the fields go round")
        #expect(AddFilmModel(title: "the lord of the rings").title == "The Lord of the Rings", "as the web gives it")
    }

    @Test func aChangeAfterTheCheckAsksForItAgain() {
        var model = AddFilmModel(title: "Heat")
        model.checked = true
        model.lookalikes = [MoviesListItemViewModel(movie: Movie(id: Movie.ID("42198"), title: "Heat"))]
        let shown = model.frame(size: ScreenPainter.Size(columns: 60, rows: 20), strings: .english)
        #expect(shown.body.contains { $0.text == "  Heat" })
        #expect(shown.hints.contains { $0.action == "None of these: add it" })
        model.type("2")
        #expect(!model.checked && model.lookalikes.isEmpty)
    }
}
