import Hummingbird
import MoviesDomain
import MoviesPresentation

extension Request {
    /// `?page=`, 1 when absent; a number out of range is the view model's to explain.
    func pageNumber(strings: Strings) throws(ScreenFailure) -> PageNumber {
        let text = try parameter("page", strings: strings) ?? "1"
        guard let number = Int(text) else {
            let shown = String(text.prefix(40))
            throw ScreenFailure(
                kind: .invalidInput, code: "invalid_page", message: strings.pageNotANumber(shown),
                detail: "the page must be a whole number, not '\(shown)'")
        }
        do {
            return try PageNumber(number)
        } catch {
            throw ScreenFailure(error, strings: strings)
        }
    }

    /// A query parameter, or the page's own words for an address that is not valid percent-encoded UTF-8.
    func parameter(_ name: String, strings: Strings) throws(ScreenFailure) -> String? {
        do {
            return try parameter(name)
        } catch {
            throw error.malformedAddress(strings)
        }
    }
}

extension WebError {
    /// An address that is not percent-encoded UTF-8, as a screen says it: bad input, in its own words.
    func malformedAddress(_ strings: Strings) -> ScreenFailure {
        ScreenFailure(kind: .invalidInput, code: code, message: strings.addressMalformed, detail: message)
    }
}
