import MoviesDomain
import MoviesPresentation

/// `/diary`: the member's watches in months, newest first, a page at a time, with filters; each watch with
/// its poster, day, rating and marks, Edit and Delete; Undo after a delete.
enum DiaryPageView {
    static func render(_ state: DiaryState, visit: PageVisit, justDeleted: Bool) -> Markup {
        let words = visit.strings.diary
        let owner = state.isOwn ? nil : state.ownerName
        let route = { (filter: DiaryFilter, page: Int) -> WebRoute in
            owner.map { .memberDiary($0, filter, page: page) } ?? .diary(filter, page: page)
        }
        let statistics: WebRoute =
            owner.map { .memberStatistics($0, year: state.filter.year) } ?? .statistics(year: state.filter.year)
        var html: Markup = "<div class=\"heading\"><h1>\(owner.map(words.diaryOf) ?? words.diary)</h1>"
        if state.totalCount > 0 { html += "<p class=\"muted\">\(watches(state.totalCount, visit.strings))</p>" }
        html += "<a href=\"\(statistics)\">\(words.statistics)</a>"
        if let owner, visit.servesFeeds { html += " <a href=\"\(WebRoute.memberDiaryFeed(owner))\">RSS</a>" }
        html += "</div>"
        if state.isOwn { html += visibility(state, visit: visit) }
        if state.filter.film != nil {
            // One film's watches (from its page): said, with the way back to them all.
            let said = state.items.first.map { words.watchesOf($0.title) + " " } ?? ""
            html += "<p class=\"film-watches\">\(said)<a href=\"\(route(.all, 1))\">\(words.allWatches)</a></p>"
        }
        html += filters(state.filter, tags: state.tags, action: route(.all, 1), visit: visit)
        if justDeleted {
            html += """
                <div class="undo" role="status">\(words.watchDeleted) \
                <form class="inline" method="post" action="\(WebRoute.diaryChange(.undo))">\(visit.tokenField)\
                <button type="submit" class="link">\(words.undo)</button></form></div>
                """
        } else if let notice = state.notice {
            html += FormView.notice(notice)
        }
        guard !state.months.isEmpty else { return html + "<p class=\"empty\">\(state.emptyText)</p>" }
        for month in state.months {
            html += "<section class=\"diary-month\"><h2>\(month.heading)</h2><ol class=\"diary\">"
            for item in month.items {
                html += row(item, changeable: state.isOwn, visit: visit) { tag in
                    route(DiaryFilter(tag: Tag(stored: tag)), 1)
                }
            }
            html += "</ol></section>"
        }
        return html
            + PagerView.render(
                page: state.page, totalPages: state.totalPages, route: { route(state.filter, $0) },
                strings: visit.strings)
    }

    private static func watches(_ count: Int, _ strings: Strings) -> String {
        strings.diary.timesWatched(count, nil)
    }

    /// Whether anyone may read the diary, and the button that changes it.
    private static func visibility(_ state: DiaryState, visit: PageVisit) -> Markup {
        let words = visit.strings.diary
        guard let name = visit.user?.name.text else { return .empty }
        let said = state.isPublic ? words.publicDiary(WebRoute.memberDiary(name).href) : words.privateDiary
        return """
            <form class="visibility" method="post" action="\(WebRoute.diaryChange(.visibility))">\(visit.tokenField)\
            <input type="hidden" name="public" value="\(state.isPublic ? "no" : "yes")">\
            <span class="muted">\(said)</span> \
            <button type="submit" class="link">\(state.isPublic ? words.makePrivate : words.makePublic)</button></form>
            """
    }

    /// `tagged`: the diary of a tag, where each of the watch's tags leads.
    private static func row(
        _ item: WatchItemViewModel, changeable: Bool, visit: PageVisit, tagged: (String) -> WebRoute
    ) -> Markup {
        let words = visit.strings.diary
        let poster = PosterView.image(
            path: item.posterPath, alt: "", widths: [92], sizes: "3rem")
        let title: Markup =
            item.film.source == visit.source
            ? "<a href=\"\(WebRoute.film(item.film.movieID))\">\(item.title)</a>" : "\(item.title)"
        let year: Markup = item.year.map { " <span class=\"muted\">\($0)</span>" } ?? .empty
        let rating: Markup =
            item.starsText.map {
                "<span class=\"stars\" aria-hidden=\"true\">\($0)</span><span class=\"visually-hidden\">\(visit.strings.ratingOutOfTen(String(item.rating ?? 0)))</span>"
            } ?? .empty
        var marks: Markup = .empty
        if item.isRewatch { marks += "<span class=\"mark\">↻ \(words.rewatch)</span>" }
        if item.isLiked { marks += "<span class=\"mark liked\">♥ \(words.liked)</span>" }
        if item.isReviewed {
            marks += "<a class=\"mark\" href=\"\(WebRoute.filmReviews(item.film.movieID))\">✎ \(words.reviewed)</a>"
        }
        if let with = item.withText { marks += "<span class=\"mark\">\(with)</span>" }
        if let source = item.sourceText { marks += "<span class=\"mark\">\(source)</span>" }
        for tag in item.tags { marks += "<a class=\"mark tag\" href=\"\(tagged(tag))\">#\(tag)</a>" }
        let actions: Markup =
            changeable
            ? """
            <span class="actions"><a href="\(WebRoute.watchEdit(item.id))">\(words.edit)</a>\
            <form class="inline" method="post" action="\(WebRoute.diaryChange(.delete))">\(visit.tokenField)\
            <input type="hidden" name="watch" value="\(item.id.rawValue)">\
            <button type="submit" class="link danger">\(words.delete)</button></form></span>
            """ : .empty
        return """
            <li class="watch"><span class="day">\(item.day == nil ? "" : item.dayText)</span>\(poster)\
            <span class="what"><span class="title">\(title)\(year)</span>\
            <span class="marks">\(rating)\(marks)</span></span>\(actions)</li>
            """
    }

    /// A form that reads back as the filter: a year, a rating, rewatches or first watches.
    private static func filters(
        _ filter: DiaryFilter, tags: [TagCount], action: WebRoute, visit: PageVisit
    ) -> Markup {
        let words = visit.strings.diary
        let ratings = (1...10).reversed().reduce(Markup.empty) { html, value in
            html
                + "<option value=\"\(value)\"\(filter.rating == value ? " selected" : "")>\(ReviewItemViewModel.stars(value)) \(value)/10</option>"
        }
        let rewatch: [(String, String, Bool)] = [
            ("", "–", filter.rewatch == nil),
            ("yes", words.rewatchesOnly, filter.rewatch == true),
            ("no", words.firstWatchesOnly, filter.rewatch == false),
        ]
        let kinds = rewatch.reduce(Markup.empty) { html, option in
            html + "<option value=\"\(option.0)\"\(option.2 ? " selected" : "")>\(option.1)</option>"
        }
        return """
            <form class="filters diary-filters" action="\(action)" method="get">\
            \(filter.film.map { "<input type=\"hidden\" name=\"film\" value=\"\($0.description)\">" } ?? Markup.empty)\
            <div class="field"><label for="f-year">\(words.year)</label>\
            <input id="f-year" name="year" type="number" min="1" max="9999" inputmode="numeric" \
            value="\(filter.year.map(String.init) ?? "")" placeholder="\(words.anyYear)"></div>\
            <div class="field"><label for="f-rating">\(words.rating)</label>\
            <select id="f-rating" name="rating"><option value="">\(words.anyRating)</option>\(ratings)</select></div>\
            <div class="field"><label for="f-rewatch">\(words.rewatch)</label>\
            <select id="f-rewatch" name="rewatch">\(kinds)</select></div>\
            \(tagFilter(filter.tag, tags, words: words))\
            <button type="submit" class="secondary">\(words.filter)</button></form>
            """
    }

    /// The member's tags with their counts, to filter by one; none when they have none.
    private static func tagFilter(_ chosen: Tag?, _ tags: [TagCount], words: DiaryStrings) -> Markup {
        var known = tags
        if let chosen, !tags.contains(where: { $0.tag == chosen }) { known.append(TagCount(tag: chosen, watches: 0)) }
        guard !known.isEmpty else { return .empty }
        let options = known.reduce(Markup.empty) { html, count in
            html
                + "<option value=\"\(count.tag.text)\"\(count.tag == chosen ? " selected" : "")>\(count.tag.text) (\(count.watches))</option>"
        }
        return """
            <div class="field"><label for="f-tag">\(words.tags)</label>\
            <select id="f-tag" name="tag"><option value="">\(words.anyTag)</option>\(options)</select></div>
            """
    }
}
