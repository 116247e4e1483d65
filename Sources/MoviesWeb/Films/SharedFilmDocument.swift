import MoviesDomain
import MoviesPresentation

/// `GET /api/share`: the film a shared text names, the films to choose from, or the words to search for.
struct SharedFilmDocument: JSONDocument {
    let answer: SharedFilmUseCase.Answer

    func write(to json: inout JSONWriter) {
        json.object { json in
            switch answer {
            case .film(let film): json.member("film", film.description)
            case .choose(let films):
                json.objects("choose", films) { json, film in
                    json.member("id", film.reference.description)
                    json.member("title", film.title)
                    json.member("year", film.year)
                }
            case .words(let words): json.member("words", words)
            }
        }
    }
}
