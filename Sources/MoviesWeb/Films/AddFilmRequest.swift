import MoviesPresentation

/// `POST /api/films`: a film the catalog lacks, as a client sends it; only `title` and `year` are needed.
/// `confirmed` says the films like it were seen and it is none of them.
struct AddFilmRequest: Decodable {
    let draft: AddFilmViewModel.Draft
    let confirmed: Bool

    enum CodingKeys: String, CodingKey {
        case title, year, confirmed, directors, cast, runtime, genres, country, originalLanguage, imdb, tmdb, letterboxd
        case originalTitle
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        var draft = AddFilmViewModel.Draft(
            title: try fields.decode(String.self, forKey: .title), year: try fields.decode(Int.self, forKey: .year))
        draft.originalTitle = try fields.unlessNull(String.self, forKey: .originalTitle)
        draft.directors = try fields.unlessNull([String].self, forKey: .directors) ?? []
        draft.cast = try fields.unlessNull([String].self, forKey: .cast) ?? []
        draft.runtime = try fields.unlessNull(Int.self, forKey: .runtime)
        draft.genres = try fields.unlessNull([String].self, forKey: .genres) ?? []
        draft.country = try fields.unlessNull(String.self, forKey: .country)
        draft.language = try fields.unlessNull(String.self, forKey: .originalLanguage)
        draft.imdb = try fields.unlessNull(String.self, forKey: .imdb)
        draft.tmdb = try fields.unlessNull(Int.self, forKey: .tmdb)
        draft.letterboxd = try fields.unlessNull(String.self, forKey: .letterboxd)
        self.draft = draft
        confirmed = try fields.unlessNull(Bool.self, forKey: .confirmed) ?? false
    }
}
