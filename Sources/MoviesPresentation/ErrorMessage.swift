/// Turns any error into one readable sentence. The errors of every layer describe themselves for
/// users (`CustomStringConvertible`), in lower case without a full stop, as command-line tools print them.
enum ErrorMessage {
    static func text(for error: any Error) -> String {
        let text = String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        guard !text.isEmpty else { return "Something went wrong. Please try again." }
        return text.prefix(1).uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
