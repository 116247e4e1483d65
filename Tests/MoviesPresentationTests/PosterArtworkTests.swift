import MoviesDomain
import MoviesPresentation
import Testing

@Suite struct PosterArtworkTests {
    @Test func drawsAPictureWithoutTheTitleItStandsBeside() {
        let film = Movie(
            id: Movie.ID("7"), title: "Tom & Jerry <Live>", posterPath: nil, releaseDate: .year(1999),
            genres: ["Comedy"])
        let svg = PosterArtwork(film: film).svg(width: 342)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"342\" height=\"513\""))
        #expect(!svg.contains("Tom") && !svg.contains("Live") && !svg.contains("1999"))
        #expect(!svg.contains("<text"))
    }

    @Test func filmsOfOneFranchiseLookApart() {
        // Same genres, neighbouring ids: the colour shifts and the motif or its layout changes.
        let genres = ["Sci-Fi", "Action", "Adventure"]
        let posters = (17738...17745).map { PosterArtwork(genres: genres, seed: $0).svg(width: 185) }
        #expect(Set(posters).count == posters.count)
        let gradients = posters.map { $0.firstMatch(of: /stop-color="hsl\((\d+),/)?.1 }
        #expect(Set(gradients).count > 3)
    }

    @Test func sameFilmAndWidthGiveTheSamePicture() {
        let first = PosterArtwork(genres: ["Crime"], seed: 7).svg(width: 185)
        #expect(PosterArtwork(genres: ["Crime"], seed: 7).svg(width: 185) == first)
        #expect(PosterArtwork(genres: ["Crime"], seed: 8).svg(width: 185) != first)
        #expect(PosterArtwork(genres: ["Crime"], seed: 7).svg(width: 92) != first)
    }
}
