import MoviesDomain
import MoviesPresentation

/// The details page's HTML, from the details view model's content.
enum DetailsPageView {
    /// How many of the cast show before "Show all".
    static let castShown = 8

    /// The page of an unknown id (no failure: the id was malformed) or of a source that failed.
    static func failed(_ failure: ScreenFailure?, strings: Strings) -> Markup {
        """
        <div class="error" role="alert"><h1>\(failure?.message ?? strings.movieNotFound)</h1>\
        <a class="button" href="\(WebRoute.search(nil))">\(strings.searchLabel)</a></div>
        """
    }

    /// `backQuery` is the search the visitor came from; a page opened directly has no way back to offer.
    /// The film's Save button and its reviews come with the screen's state.
    static func render(_ state: FilmState, backQuery: String, visit: PageVisit) -> Markup {
        guard let content = state.details else { return failed(state.failure, strings: visit.strings) }
        let strings = visit.strings
        let toggle = state.film.map { SaveToggleView.render($0, isSaved: state.isSaved, visit: visit) }
        let log: Markup =
            visit.user != nil && state.film != nil
            ? "<a class=\"button secondary log\" href=\"\(WebRoute.watchLog(content.id))\">\(strings.diary.log)</a>"
            : .empty
        // Watched: the line opens the film's watches in the diary.
        let diary: Markup =
            state.diaryLine.map { line in
                guard state.hasWatched, let film = state.film else { return "<p class=\"diary-line\">\(line)</p>" }
                return "<p class=\"diary-line\"><a href=\"\(WebRoute.diary(DiaryFilter(film: film)))\">\(line)</a></p>"
            } ?? .empty
        let source = state.movie.flatMap { MemberRatingsContent.sourceText(of: $0, strings: strings) }
        let reviews = state.reviews.map { ReviewsSection.render($0, source: source, visit: visit) }
        var facts = Markup.empty
        // The date stands under the title; the cast and IMDb get markup of their own.
        for fact in content.facts where fact.kind != .released {
            var value = value(of: fact, in: content, strings: strings)
            // The member who added the film may correct it.
            if fact.kind == .addedBy, let name = visit.user?.name.text, fact.value == name {
                let words = AddFilmStrings.of(strings.language)
                value +=
                    " <a id=\"correct-film\" href=\"\(WebRoute.correctFilm(content.id))\">(\(words.correct.lowercased()))</a>"
            }
            facts += "<dt>\(fact.label)</dt><dd>\(value)</dd>"
        }
        // Beside the date, as cards show it: what a phone shows above the poster with the title and Save.
        let rating: Markup =
            content.ratingText.map {
                " · <span aria-hidden=\"true\">★ \($0)/10</span><span class=\"visually-hidden\">\(strings.ratingOutOfTen($0))</span>"
            } ?? .empty
        let overview: Markup? = content.overview.map { "<p class=\"overview\">\($0)</p>" }
        let poster = PosterView.image(
            path: content.posterPath, alt: strings.posterAlt(content.title), widths: [342, 500],
            sizes: "(max-width: 40rem) 16rem, 20rem")
        let back: Markup =
            backQuery.isEmpty
            ? .empty
            : "<p><a class=\"back\" href=\"\(WebRoute.search(backQuery))\">\(strings.backToResults)</a></p>"
        return """
            \(back)
            <article class="details">
            \(poster)
            <div class="about"><div class="headline"><h1>\(content.title)</h1>
            <p class="muted">\(content.releaseText)\(rating)</p>
            <div class="film-actions">\(toggle)\(log)</div>\(diary)</div>
            \(overview)
            <dl class="facts">\(facts)</dl></div>
            </article>
            \(reviews)
            """
    }

    private static func value(of fact: MovieDetailsFact, in content: MovieDetailsContent, strings: Strings) -> Markup {
        switch fact.kind {
        case .cast where content.cast.count > castShown:
            return """
                \(cast(content.cast.prefix(castShown), in: content))<details class="more-cast"><summary>\
                \(strings.showAllCast(content.cast.count))</summary>\
                \(cast(content.cast.dropFirst(castShown), in: content))</details>\(castNote(content))
                """
        case .cast:
            return "\(cast(content.cast[...], in: content))\(castNote(content))"
        case .directors:
            return PersonPageView.names(content.directors, ids: content.people)
        case .writers:
            return PersonPageView.names(content.writers, ids: content.people)
        case .imdb:
            guard let url = content.imdbURL else { return "\(fact.value)" }
            return "<a href=\"\(url)\" rel=\"external noopener\">\(fact.value)</a>"
        default:
            return "\(fact.value)"
        }
    }

    /// Under a cast in no billing order, a line saying so.
    private static func castNote(_ content: MovieDetailsContent) -> Markup {
        content.castNote.map { "<span class=\"cast-note\">\($0)</span>" } ?? ""
    }

    /// Actors, each linking to their page where they have one, and whom they play where the source says.
    private static func cast(_ names: ArraySlice<String>, in content: MovieDetailsContent) -> Markup {
        let actors = names.map { name -> Markup in
            let actor = PersonPageView.names([name], ids: content.people)
            guard let role = content.roles[name] else { return actor }
            return "\(actor) <span class=\"role\">\(role)</span>"
        }
        return Markup(joining: actors, separator: ", ")
    }
}
