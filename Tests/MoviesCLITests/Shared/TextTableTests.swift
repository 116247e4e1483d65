import Foundation
import MoviesTerminal
import Testing

@testable import MoviesCLI

/// Tables as a person reads them in a terminal of any width, and whole when piped.
@Suite struct TextTableTests {
    let table = TextTable(columns: [
        .init(header: "#", alignment: .right), .init(header: "Id"), .init(header: "Title", cutTo: 16),
        .init(header: "Year"), .init(header: "Genres", cutTo: 6),
    ])
    let rows = [
        ["1", "catalog:181795", "Star Wars: Episode V – The Empire Strikes Back", "1980", "Science fiction, Fantasy"],
        ["2", "catalog:1", "기생충 Parasite", "2019", "Drama"],
    ]

    @Test func pipedNothingIsCut() {
        let text = table.render(rows, width: nil)
        #expect(
            text.contains("Star Wars: Episode V – The Empire Strikes Back") && text.contains("Science fiction, Fantasy")
        )
        #expect(!text.contains("…"))
    }

    @Test(arguments: [60, 72, 90]) func aTerminalsWidthCutsTitlesAndGenresNeverIdsOrYears(width: Int) {
        let lines = table.render(rows, width: width).split(separator: "\n")
        for line in lines { #expect(TextWidth.columns(of: line) <= width, "\(line)") }
        #expect(lines[1].contains("catalog:181795") && lines[1].contains("1980"))
        #expect(lines[2].contains("catalog:1 ") && lines[2].contains("2019"))
        #expect(lines[1].contains("…"), "the title or genres give way")
    }

    @Test func wideLettersCountTwice() {
        let lines = table.render(rows, width: nil).split(separator: "\n").map(String.init)
        // Each row's year starts in the same terminal column, whatever script its title is in.
        let first = TextWidth.columns(of: lines[1][..<lines[1].range(of: "1980")!.lowerBound])
        let second = TextWidth.columns(of: lines[2][..<lines[2].range(of: "2019")!.lowerBound])
        #expect(first == second)
    }
}
