import Foundation

/// How well known a catalog film is, from what the catalog has, to rank films that match a query
/// equally well. Critics' review counts alone favour the 2000s (more outlets) and say nothing of films
/// without reviews, so a film is weighed against its own decade and by its standing:
/// - reach: how many times more reviews it had than the median film of its decade (log 2);
/// - acclaim: the critics' average above or below 6 of 10 (else the share of good reviews);
/// - honours: Academy Awards won and nominated for;
/// - sales: box office above the median of its decade's films that report one (log 2, a quarter weight;
///   a small or missing figure says little, so it never counts against a film).
enum CatalogPopularity {
    /// A score for each film of `movies`, higher is better known.
    static func scores(of movies: [CatalogListingDTO]) -> [Double] {
        let reviews = medianByDecade(movies) { $0.reviews.map(Double.init) ?? 0 }
        let sales = medianByDecade(movies.filter { $0.boxOffice != nil }) { Double($0.boxOffice ?? 0) }
        return movies.map { movie in
            let decade = decade(of: movie)
            let reach = log2((1 + Double(movie.reviews ?? 0)) / (1 + (reviews[decade] ?? 0)))
            let sold = movie.boxOffice.map { max(0, 0.25 * log2((1 + Double($0)) / (1 + (sales[decade] ?? 0)))) } ?? 0
            return reach + acclaim(of: movie) + honours(of: movie) + sold
        }
    }

    private static func acclaim(of movie: CatalogListingDTO) -> Double {
        if let rating = movie.rating { return (rating - 6) / 2 }
        if let meter = movie.meter { return Double(meter - 60) / 40 }
        return 0
    }

    /// From the catalog's awards line: "Won 7 Oscars. Nominated for 8 Oscars."
    private static func honours(of movie: CatalogListingDTO) -> Double {
        guard let awards = movie.awards else { return 0 }
        let won = count(before: "Oscar", after: "Won ", in: awards)
        let nominated = count(before: "Oscar", after: "Nominated for ", in: awards)
        return min(3, 0.4 * Double(won) + 0.15 * Double(nominated))
    }

    private static func count(before noun: String, after verb: String, in text: String) -> Int {
        guard let start = text.range(of: verb)?.upperBound else { return 0 }
        let rest = text[start...]
        let number = rest.prefix { $0.isNumber }
        guard rest.dropFirst(number.count).hasPrefix(" \(noun)") else { return 0 }
        return Int(number) ?? 0
    }

    private static func decade(of movie: CatalogListingDTO) -> Int {
        Int(movie.released?.prefix(4) ?? "").map { $0 / 10 } ?? 0
    }

    private static func medianByDecade(
        _ movies: [CatalogListingDTO], _ value: (CatalogListingDTO) -> Double
    ) -> [Int: Double] {
        Dictionary(grouping: movies, by: decade).mapValues { films in
            let values = films.map(value).sorted()
            return values[values.count / 2]
        }
    }
}
