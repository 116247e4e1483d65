import MoviesDomain
import MoviesPresentation

extension FilmModel {
    /// The film's page as the web's shows it: title, the facts, its people, its series and films like it,
    /// and its reviews; or loading, or why it could not be shown.
    func document(width: Int, strings: Strings) -> Document {
        var page = Document()
        guard let details = state.details else {
            if let failure = state.failure {
                PaneLines.retryable(failure, strings: strings).forEach { page.add($0) }
            } else {
                page.add(Line(strings.loading, .dim))
            }
            return page
        }
        page.add(Line(details.title, .heading))
        var summary = Line(details.releaseText, .dim)
        if let rating = details.ratingText { summary.append("  ★ \(rating)", .rating) }
        if state.isSaved { summary.append("  ✓ " + strings.members.saved, .notice) }
        page.add(summary)
        if let diary = state.diaryLine { page.add(Line(diary, .notice)) }
        if let overview = details.overview {
            page.add(.blank)
            page.add(wrapping: overview, width: width)
        }
        page.add(.blank)
        addFacts(details.facts, to: &page, width: width)
        if let note = details.castNote { page.add(wrapping: note, width: width, style: .dim) }
        addPeople(details, to: &page, strings: strings)
        for row in state.rows {
            page.add(.blank)
            page.add(Line(row.title, .heading))
            for item in row.items {
                let note = item.id == row.current ? row.currentLabel : nil
                page.add(FilmRow.line(item, width: width, selected: false, note: note), to: .film(item.id))
            }
        }
        addReviews(to: &page, width: width, strings: strings)
        return page
    }

    private func addFacts(_ facts: [MovieDetailsFact], to page: inout Document, width: Int) {
        let labelWidth = min(24, (facts.map { TextWidth.columns(of: $0.label) }.max() ?? 0) + 2)
        for fact in facts {
            let values = Columns.wrap(fact.value, max(10, width - labelWidth))
            for (index, value) in values.enumerated() {
                var line = Line(Columns.fit(index == 0 ? fact.label : "", labelWidth), .bold)
                line.append(value)
                page.add(line)
            }
        }
    }

    /// The directors, writers and cast who have a page, each leading to it.
    private func addPeople(_ details: MovieDetailsContent, to page: inout Document, strings: Strings) {
        let named = (details.directors + details.writers + details.cast).reduce(into: [String]()) { names, name in
            if details.people[name] != nil, !names.contains(name) { names.append(name) }
        }
        guard !named.isEmpty else { return }
        page.add(.blank)
        page.add(Line(strings.discover.people, .heading))
        for name in named {
            guard let id = details.people[name] else { continue }
            let role =
                details.directors.contains(name)
                ? strings.discover.roleName(.director)
                : details.writers.contains(name) ? strings.discover.roleName(.writer) : details.roles[name]
            page.add(FilmRow.plain(name, detail: role, selected: false), to: .person(id))
        }
    }

    private func addReviews(to page: inout Document, width: Int, strings: Strings) {
        guard let reviews = state.reviews, let content = reviews.content else { return }
        let words = strings.members
        page.add(.blank)
        page.add(Line(words.reviews, .heading))
        page.add(Line(content.summaryText, .dim))
        if let own = reviews.own {
            let item = ReviewItemViewModel(own, strings: strings)
            page.add(Line(words.yourReview + ": ", .bold).appending(item.starsText + " " + item.ratingText, .rating))
        }
        for item in content.items {
            page.add(.blank)
            var line = Line(item.authorName, .bold)
            line.append("  " + item.starsText + " " + item.ratingText, .rating)
            line.append("  " + item.dateText + (item.isEdited ? " · " + words.edited : ""), .dim)
            page.add(line)
            if item.hasSpoilers {
                page.add(Line("  " + words.containsSpoilers, .dim))
            } else if let text = item.text {
                page.add(wrapping: text, width: width, indent: 2)
            }
        }
    }
}
