import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// A file's rows are counted from its bytes before any is read, as the reader counts them (a line break in
/// quotes is inside a cell, a blank line no row): one past the limit is refused at once.
@Suite struct ImportRowLimitTests {
    @Test func rowsAreCountedAsTheReaderCountsThem() {
        let text = "Name,Year,Review\r\n\"Heat\",1995,\"Long,\nand tense\"\n\nAlien,1979,\"\"\"Quoted\"\"\"\nTail,2000,"
        #expect(CSVReader.rowCount(Data(text.utf8), pastAtMost: 100) == 4)
        var read = 0
        try? CSVReader.forEachRow(Data(text.utf8), file: "reviews.csv", maximumRows: 100) { _, _ in read += 1 }
        #expect(read == 4)
        #expect(CSVReader.rowCount(Data("a\nb\nc\nd\ne\n".utf8), pastAtMost: 2) == 3, "no further than one past")
    }

    @Test func aFilePastTheLimitIsRefusedAndOneWithinItRead() throws {
        func diary(_ rows: Int) -> [String: Data] {
            let lines = (0..<rows).map { "2024-01-01,Film \($0),1990,https://boxd.it/x,,,,2024-01-0\($0 % 9 + 1)" }
            let text = (["Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date"] + lines).joined(
                separator: "\n")
            return ["diary.csv": Data(text.utf8), "watched.csv": Data("Date,Name,Year,Letterboxd URI\n".utf8)]
        }
        #expect(try LetterboxdImportReader(files: diary(4), maximumRows: 5).read().rows.count == 4)
        #expect(throws: ImportFileError.tooManyRows(maximum: 5)) {
            try LetterboxdImportReader(files: diary(6), maximumRows: 5).read()
        }
    }
}
