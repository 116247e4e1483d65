import MoviesDomain

extension Movie.ID {
    /// A film's id as a server's documents write it, `catalog:42198` (or bare, `42198`, as servers before
    /// the one id form did): the film's number in its source, which the server's addresses take.
    init(server text: String) {
        self = (try? FilmReference(text))?.movieID ?? Movie.ID(text)
    }
}
