import HTTPTypes
import MoviesDomain

/// A text field of a JSON body held to the contract's `maxLength` as sent, counted in code points as JSON
/// Schema counts them: a review of 5,000 characters and a trailing newline is past it, though the review
/// kept would be trimmed under it (a form's text area stops at the same length).
enum SentText {
    static func check(_ text: String?, field: String, maximum: Int) throws {
        guard let text, ShownText.length(of: text) > maximum else { return }
        throw WebError(
            status: .badRequest, code: "invalid_text",
            message: "the field '\(field)' is longer than \(maximum) characters", field: field)
    }
}
