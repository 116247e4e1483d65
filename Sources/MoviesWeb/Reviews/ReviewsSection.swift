import MoviesDomain
import MoviesPresentation

/// What the details page shows of members: the film's Save button, and its reviews with the signed-in
/// person's form to write or edit theirs.
enum ReviewsSection {
    /// `source`: the source's rating, named for whose it is ("Critics 8.7/10 · 206 reviews").
    static func render(_ reviews: FilmReviewsState, source: String?, visit: PageVisit) -> Markup {
        let strings = visit.strings
        var html: Markup = "<section class=\"reviews\" id=\"reviews\"><h2>\(strings.members.reviews)</h2>"
        if let ratings = reviews.content?.ratings {
            html += RatingsView.render(ratings, source: source, strings: strings)
        }
        html += "<p class=\"muted\">\(reviews.content?.summaryText ?? strings.members.noReviews)</p>"
        html += form(film: reviews.film, own: reviews.own, visit: visit)
        html += "<ol class=\"review-list\">"
        for item in reviews.content?.items ?? [] {
            let like =
                visit.user.map { $0.name.text != item.authorName } == true
                ? LikeButton.render(item, film: reviews.film, visit: visit) : nil
            html += ReviewView.render(item, strings: strings, showsFilm: false, like: like)
        }
        return html + "</ol></section>"
    }

    private static func form(film: FilmReference, own: Review?, visit: PageVisit) -> Markup {
        let words = visit.strings.account
        guard visit.user != nil else {
            return
                "<p><a href=\"\(WebRoute.signIn(returningTo: visit.here))\">\(words.signInToReview)</a></p>"
        }
        let action = WebRoute.review(film.movieID)
        let rating = own?.content.rating ?? 0
        let options = (1...10).reversed().map { value -> Markup in
            "<option value=\"\(value)\"\(value == rating ? " selected" : "")>\(ReviewItemViewModel.stars(value)) \(value)/10</option>"
        }
        var html: Markup = """
            <details class="panel review-form"><summary>\(own == nil ? words.writeReview : words.editReview)</summary>\
            <form method="post" action="\(action)" class="stack">\(visit.tokenField)\
            <div class="field"><label for="f-rating">\(words.rating)</label>\
            <select id="f-rating" name="rating" required><option value="">–</option>\(options)</select></div>\
            <div class="field"><label for="f-text">\(words.reviewText)</label>\
            <textarea id="f-text" name="text" rows="5" maxlength="5000">\(own?.content.text ?? "")</textarea></div>\
            <div class="check"><input id="f-spoilers" name="spoilers" type="checkbox" value="yes"\(own?.content.hasSpoilers == true ? " checked" : "")>\
            <label for="f-spoilers">\(words.spoilersLabel)</label></div>\
            <button type="submit">\(words.publish)</button></form>
            """
        if own != nil {
            html += """
                <form method="post" action="\(action)">\(visit.tokenField)<input type="hidden" name="delete" value="ask">\
                <button type="submit" class="link danger">\(words.deleteReview)</button></form>
                """
        }
        return html + "</details>"
    }
}

/// One review: stars, author (linking to their page), date, and the text escaped with its line breaks
/// kept; a text with spoilers stays folded until asked for.
enum ReviewView {
    /// `like`: the like button, for a signed-in member reading another's review; `linksComments`: the link to
    /// its comments (not on their own page).
    static func render(
        _ item: ReviewItemViewModel, strings: Strings, showsFilm: Bool, like: Markup? = nil, linksComments: Bool = true
    ) -> Markup {
        var heading: Markup =
            "<span class=\"stars\" role=\"img\" aria-label=\"\(item.ratingAccessibleText)\">\(item.starsText)</span> "
            + "<span class=\"score\" aria-hidden=\"true\">\(item.ratingText)</span> "
        if showsFilm {
            let film = item.review.film
            heading +=
                "<a href=\"\(WebRoute.film(film.reference.movieID))\">\(film.title)</a>"
            if let year = film.year { heading += " <span class=\"muted\">(\(year))</span>" }
        } else {
            heading += "<a href=\"\(WebRoute.member(item.authorName))\">\(item.authorName)</a>"
        }
        heading += " <span class=\"muted\">· \(item.dateText)"
        if item.isEdited { heading += " · \(strings.members.edited)" }
        heading += "</span>"
        var body = Markup.empty
        if let text = item.text {
            let paragraph: Markup = "<p class=\"review-text\">\(text)</p>"
            body =
                item.hasSpoilers
                ? "<details class=\"spoiler\"><summary>\(strings.account.showSpoiler)</summary>\(paragraph)</details>"
                : paragraph
        }
        var foot = Markup.empty
        if let likes = item.likesText { foot += "<span class=\"muted\">\(likes)</span>" }
        if let like { foot += like }
        let comments = item.review.comments
        if linksComments, !item.review.watch.rawValue.isEmpty {
            foot += """
                <a class="comments-link" href="\(WebRoute.reviewComments(item.review.watch.rawValue))">\
                \(comments == 0 ? strings.comments.post : strings.comments.count(comments))</a>
                """
        }
        if foot != .empty { body += "<div class=\"review-foot\">\(foot)</div>" }
        guard showsFilm, let poster = item.review.film.posterPath else {
            return "<li class=\"review\"><p class=\"review-head\">\(heading)</p>\(body)</li>"
        }
        // A member's page: each review beside its film's poster.
        let image = PosterView.image(path: poster, alt: "", widths: [92, 185], sizes: "4rem")
        return """
            <li class="review with-poster"><a href="\(WebRoute.film(item.review.film.reference.movieID))" \
            tabindex="-1" aria-hidden="true">\(image)</a><div><p class="review-head">\(heading)</p>\(body)</div></li>
            """
    }
}
