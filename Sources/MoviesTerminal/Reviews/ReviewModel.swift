import MoviesDomain
import MoviesPresentation

/// The review form: a rating from 1 to 10, whether it gives the plot away, and the text.
struct ReviewModel {
    var rating = 7
    var hasSpoilers = false
    var text = ""
    var sending = false
    var failure: ScreenFailure?

    func frame(size: ScreenPainter.Size, title: String, strings: Strings) -> PaneFrame {
        let words = strings.account
        var body = [Line(words.writeReview + " · " + title, .heading), .blank]
        body.append(
            Line(words.rating + ": ", .bold).appending(ReviewItemViewModel.stars(rating) + " \(rating)/10", .rating))
        body.append(Line(words.spoilersLabel + ": ", .bold).appending(hasSpoilers ? "[x]" : "[ ]"))
        body.append(.blank)
        body.append(Line(words.reviewText + ":", .bold))
        var lines = Columns.wrap(text, max(10, size.columns - 2))
        if lines.isEmpty { lines = [""] }
        for (index, part) in lines.enumerated() {
            var line = Line("  " + part)
            if index == lines.count - 1 { line.append(" ", .selected) }
            body.append(line)
        }
        let status =
            failure.map { Line(PaneLines.said($0), .failure) } ?? (sending ? Line(strings.loading, .dim) : .blank)
        let browse = strings.browse
        let hints = [
            KeyHint(keys: "←→", action: words.rating), KeyHint(keys: "Tab", action: words.spoilersLabel),
            KeyHint(keys: "Enter", action: words.publish), KeyHint(keys: "Esc", action: browse.back),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }
}
