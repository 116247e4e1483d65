import MoviesDomain
import MoviesPresentation

/// The log form: the day (today, or `unknown`), a rating (none, or 1 to 10), a like, tags apart by commas,
/// and a review; one field at a time has the cursor.
struct LogModel {
    enum Field: CaseIterable {
        case day, rating, liked, tags, review
    }

    var day: String
    /// 0 for none.
    var rating = 0
    var isLiked = false
    var tags = ""
    var review = ""
    var field = Field.day
    var sending = false
    var failure: ScreenFailure?

    init(today: CalendarDay) {
        day = today.description
    }

    /// The form as the diary reads it: logging takes the film out of the saved films, as everywhere.
    var form: WatchForm {
        WatchForm(
            day: day, rating: rating == 0 ? "" : String(rating), isLiked: isLiked, review: review,
            tags: Tag.texts(commaSeparated: tags))
    }

    mutating func moveField(by step: Int) {
        field = field.next(by: step)
    }

    /// A character typed into the field that takes text; a space likes or stops liking on the like.
    mutating func type(_ character: Character) {
        switch field {
        case .day: day.append(character)
        case .tags: tags.append(character)
        case .review: review.append(character)
        case .liked: if character == " " { isLiked.toggle() }
        case .rating:
            if let digit = character.wholeNumberValue { rating = digit == 0 ? 10 : digit }
        }
    }

    mutating func erase() {
        switch field {
        case .day: if !day.isEmpty { day.removeLast() }
        case .tags: if !tags.isEmpty { tags.removeLast() }
        case .review: if !review.isEmpty { review.removeLast() }
        case .rating: rating = 0
        case .liked: isLiked = false
        }
    }

    func frame(size: ScreenPainter.Size, title: String, strings: Strings) -> PaneFrame {
        let words = strings.diary
        let stars = rating == 0 ? "–" : ReviewItemViewModel.stars(rating) + " \(rating)/10"
        var body = [Line(words.logWatch + " · " + title, .heading), .blank]
        body.append(row(words.watchedOn, day, .day))
        body.append(row(words.rating, stars, .rating))
        body.append(row(words.liked, isLiked ? "[x]" : "[ ]", .liked))
        body.append(row(words.tags, tags, .tags))
        body.append(row(words.review, "", .review, cursor: review.isEmpty))
        let parts = Columns.wrap(review, max(10, size.columns - 4))
        for (index, part) in parts.enumerated() {
            var line = Line("    " + part)
            if field == .review, index == parts.count - 1 { line.append(" ", .selected) }
            body.append(line)
        }
        let status =
            failure.map { Line(PaneLines.said($0), .failure) } ?? (sending ? Line(strings.loading, .dim) : .blank)
        let hints = [
            KeyHint(keys: "↑↓", action: strings.browse.move), KeyHint(keys: "←→", action: words.rating),
            KeyHint(keys: "Space", action: words.liked), KeyHint(keys: "Enter", action: words.log),
            KeyHint(keys: "Esc", action: strings.browse.back),
        ]
        return PaneFrame(body: body, status: status, hints: hints)
    }

    /// `cursor`: whether the field's text ends here (a review's goes on below its label).
    private func row(_ label: String, _ value: String, _ row: Field, cursor: Bool = true) -> Line {
        PaneLines.field(label, value, current: row == field, cursor: cursor && row != .rating && row != .liked)
    }
}
