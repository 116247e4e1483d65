import MoviesDomain
import Testing

@testable import MoviesPresentation

@Suite struct PosterArtworkTests {
    func poster(
        _ title: String, year: Int? = 1972, director: String? = "Francis Ford Coppola", genres: [String] = ["Crime"],
        seed: Int = 7, width: Int = 185
    ) -> String {
        PosterArtwork(title: title, year: year, director: director, genres: genres, seed: seed).svg(width: width)
    }

    /// The `<text>` contents of an SVG, in order.
    func texts(_ svg: String) -> [String] {
        svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }
    }

    @Test func letteredWithTheTitleTheYearAndTheDirector() {
        let film = Movie(
            id: Movie.ID("47703"), title: "The Godfather", posterPath: nil, releaseDate: .year(1972),
            genres: ["Thriller", "Drama", "Crime"], directors: ["Francis Ford Coppola"])
        let svg = PosterArtwork(film: film).svg(width: 342)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"342\" height=\"513\""))
        #expect(texts(svg) == ["The", "Godfather", "1972", "FRANCIS FORD COPPOLA"])
        // Coloured by the genre it is named by (crime), not the source's first tag (thriller).
        let hue = Int(svg.firstMatch(of: /stop-color="hsl\((\d+),/)?.1 ?? "") ?? -1
        let crime = PosterArtwork.hue(forGenre: "Crime")
        #expect((0...18).contains(min(abs(hue - crime), 360 - abs(hue - crime))))
    }

    @Test func titlesAreEscapedAndControlCharactersLeftOut() {
        let svg = poster("Tom & Jerry <Live> \"x\"\u{1}", director: "A <b>")
        #expect(texts(svg).joined(separator: " ").contains("Tom &amp; Jerry &lt;Live&gt; &quot;x&quot;"))
        #expect(!svg.contains("<Live>") && !svg.contains("<b>") && !svg.contains("\u{1}"))
    }

    @Test func shortTitlesAreSetLargerThanLongOnesAndEveryLineFits() {
        let short = PosterArtwork.titleLines("Up")
        let long = PosterArtwork.titleLines("Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb")
        #expect(short.lines == ["Up"] && short.size > long.size)
        #expect(long.lines.count >= 4 && long.lines.count * Int(long.size * 1.08) <= Int(PosterArtwork.titleHeight))
        for line in long.lines { #expect(TextWidth.em(line) * long.size <= PosterArtwork.lineWidth) }
        #expect(long.lines.joined(separator: " ").hasSuffix("Love the Bomb"))
    }

    @Test(arguments: ["千と千尋の神隠し", "기생충", "الرسالة", "Ёжик в тумане", "Supercalifragilisticexpialidociousness"])
    func everyScriptFitsItsLines(title: String) {
        let (lines, size) = PosterArtwork.titleLines(title)
        #expect(!lines.isEmpty && size >= 14)
        #expect(lines.joined().filter { !$0.isWhitespace } == title.filter { !$0.isWhitespace })
        for line in lines { #expect(TextWidth.em(line) * size <= PosterArtwork.lineWidth, "\(line)") }
    }

    @Test func aTitleTooLongForThePosterEndsInAnEllipsis() {
        let (lines, _) = PosterArtwork.titleLines(String(repeating: "Wonderful ", count: 40))
        #expect(lines.last?.hasSuffix("…") == true)
    }

    @Test func decadesHaveTheirOwnLookAndIdsVaryIt() {
        let years = [1942, 1955, 1964, 1977, 1984, 1995, 2010]
        let backgrounds = years.map { year in
            poster("Heat", year: year).replacing(/<g font-family.*/, with: "")
        }
        #expect(Set(backgrounds).count == years.count)
        let franchise = (17738...17745).map { poster("Star Wars", year: 1977, genres: ["Sci-Fi"], seed: $0) }
        #expect(Set(franchise).count == franchise.count)
    }

    @Test func sameFilmAndWidthGiveTheSamePicture() {
        let first = poster("Heat", seed: 7)
        #expect(poster("Heat", seed: 7) == first)
        #expect(poster("Heat", seed: 8) != first)
        #expect(poster("Heat", seed: 7, width: 92) != first)
    }
}
