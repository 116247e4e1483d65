import ArgumentParser
import Foundation
import MoviesDomain

/// `--page`, read strictly: a whole number within the pages any list has.
enum PageOption {
    static func parse(_ text: String) throws -> PageNumber {
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the page must be a whole number, not '\(text)'")
        }
        do { return try PageNumber(number) } catch { throw ValidationError("\(error)") }
    }
}
