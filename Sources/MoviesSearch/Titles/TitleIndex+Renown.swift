extension TitleIndex {
    /// How well known a film is, from 1 for the best known down towards 0, by its place in popularity
    /// order (the index's film numbers): the 500th is a half, the 5,000th an eleventh.
    static func renown(of film: Film) -> Double {
        1 / (1 + Double(film) / halfRenownFilm)
    }

    /// The place in popularity order of a film half as well known as the best known.
    private static let halfRenownFilm = 500.0
}
