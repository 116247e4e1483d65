import ArgumentParser
import Foundation
import MoviesDomain

/// `--page N` and `--json`, as every command that shows a page of something takes them.
struct PageOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The page to show, from 1.")
    var page: String = "1"

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        _ = try number()
    }

    /// Refuses `--json id,title` before the words are read as a title.
    func validate(words: [String]) throws {
        if json { try CLIJSON.refuseFieldList(in: words) }
    }

    /// The page asked for, read strictly: a whole number within the pages any list has.
    func number() throws -> PageNumber {
        guard let number = Int(page.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the page must be a whole number, not '\(page)'")
        }
        do { return try PageNumber(number) } catch { throw ValidationError("\(error)") }
    }
}
