import MoviesPresentation

/// A film's reviews as the terminal shows them: the summary, then each review with its text indented.
struct ReviewsOutput {
    let content: FilmReviewsContent

    func text() -> String {
        var lines = [content.summaryText]
        for item in content.items {
            var heading = "\(item.starsText) \(item.ratingText)  \(item.authorName) · \(item.dateText)"
            if item.isEdited { heading += " (\(Strings.english.members.edited))" }
            if item.hasSpoilers { heading += " · \(Strings.english.members.containsSpoilers)" }
            lines += ["", heading]
            if let text = item.text {
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.isEmpty ? "" : "  " + $0
                }
            }
        }
        if content.totalPages > 1 { lines += ["", "page \(content.page) of \(content.totalPages)"] }
        return lines.joined(separator: "\n") + "\n"
    }
}
