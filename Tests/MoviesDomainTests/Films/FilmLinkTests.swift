import MoviesDomain
import Testing

/// Addresses as other apps share them, read for the film they name, and anything else read as no link.
@Suite struct FilmLinkTests {
    static let links: [(String, FilmLink?)] = [
        ("https://www.imdb.com/title/tt0113277/", .imdb("tt0113277")),
        ("https://m.imdb.com/title/tt0113277/?ref_=ext_shr_lnk", .imdb("tt0113277")),
        ("imdb.com/title/tt10872600/reviews", .imdb("tt10872600")),
        ("https://www.themoviedb.org/movie/949-heat", .tmdb(949, title: "heat")),
        ("https://www.themoviedb.org/movie/949?language=es", .tmdb(949, title: nil)),
        ("https://letterboxd.com/film/heat-1995/", .letterboxd(title: "heat", year: 1995)),
        ("https://letterboxd.com/film/the-godfather/", .letterboxd(title: "the godfather", year: nil)),
        // A number at the end may be the year Letterboxd adds or the title's own: both readings are tried.
        ("https://letterboxd.com/ana/film/blade-runner-2049/", .letterboxd(title: "blade runner", year: 2049)),
        ("https://letterboxd.com/film/2001-a-space-odyssey/", .letterboxd(title: "2001 a space odyssey", year: nil)),
        ("https://movies.example.org/movies/catalog:17738", .site("catalog:17738")),
        ("http://192.168.1.5:8080/movies/17738?q=star", .site("17738")),
        (
            "Heat (1995) on Letterboxd https://boxd.it/29qK https://letterboxd.com/film/heat-1995/",
            .letterboxd(title: "heat", year: 1995)
        ),
        ("Heat", nil),
        ("https://www.imdb.com/name/nm0000199/", nil),
        ("https://www.imdb.com/title/tt12/", nil),
        ("https://letterboxd.com/ana/", nil),
        ("ftp://imdb.com/title/tt0113277/", nil),
        ("https://example.org/movies/vhs:1", nil),
    ]

    @Test(arguments: links.indices)
    func anAddressIsReadForItsFilm(_ index: Int) {
        let (text, link) = Self.links[index]
        #expect(FilmLink(in: text) == link, "\(text)")
    }

    @Test func aLetterboxdAddressEndingInAYearIsReadBothWays() {
        let link = FilmLink(in: "https://letterboxd.com/film/death-race-2000/")
        #expect(link?.hints.map(\.description) == ["death race (2000)", "death race 2000"])
    }
}
