import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// The evaluation set of `Benchmarks/relevance.tsv` (what people type, and the film they mean): the film
/// meant comes first for at least 95% of the queries and among the first three for at least 98%.
@Suite struct RelevanceTests {
    struct Case {
        let query: String
        let title: String
        let year: Int
    }

    static func cases(_ name: String = "relevance.tsv") throws -> [Case] {
        let file = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Benchmarks/\(name)").standardized
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Case(query: fields[0], title: fields[1], year: Int(fields[2]) ?? 0)
            }
    }

    @Test func theFilmMeantComesFirst() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let cases = try Self.cases()
        #expect(cases.count >= 100)
        var (first, topThree, misses) = (0, 0, [String]())
        for meant in cases {
            let films = try await repository.searchMovies(try MovieQuery(meant.query), page: try PageNumber(1)).movies
            let position = films.firstIndex { $0.title == meant.title && $0.releaseDate.year == meant.year }
            if position == 0 {
                first += 1
            } else {
                misses.append("\(meant.query) → \(films.first?.title ?? "nothing")")
            }
            if let position, position < 3 { topThree += 1 }
        }
        print(
            "relevance.tsv: the film meant first for \(first) of \(cases.count), in the first three for \(topThree); misses: \(misses)"
        )
        #expect(Double(first) >= 0.95 * Double(cases.count), "misses: \(misses)")
        #expect(Double(topThree) >= 0.98 * Double(cases.count), "misses: \(misses)")
    }

    /// `Benchmarks/relevance-typos.tsv`: the film meant first for at least 90% of queries with a slip, and
    /// the results say what they are for.
    @Test func aSlipOfTheKeyboardStillFindsTheFilmMeant() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let cases = try Self.cases("relevance-typos.tsv")
        #expect(cases.count >= 30)
        var (first, misses) = (0, [String]())
        for meant in cases {
            let page = try await repository.searchMovies(try MovieQuery(meant.query), page: try PageNumber(1))
            if let film = page.movies.first, film.title == meant.title, film.releaseDate.year == meant.year {
                first += 1
                #expect(page.searchedFor != nil, "\(meant.query)")
            } else {
                misses.append("\(meant.query) → \(page.movies.first?.title ?? "nothing")")
            }
        }
        #expect(Double(first) >= 0.9 * Double(cases.count), "misses: \(misses)")
    }

    /// `Benchmarks/relevance-years.tsv`: a year tells remakes apart (`psycho 1998`), and stays a title word
    /// where a title has it (`2001 a space`). `relevance-swapped.tsv`: `and` finds `&`, `7` finds Seven,
    /// `versus` finds vs.
    @Test(arguments: ["relevance-years.tsv", "relevance-swapped.tsv"])
    func aYearOrASwappedWordFindsTheFilmMeant(file: String) async throws {
        let (cases, misses) = try await Self.firstFilmMisses(file)
        #expect(cases >= 20)
        #expect(Double(cases - misses.count) >= 0.9 * Double(cases), "misses: \(misses)")
    }

    /// The queries of `file` whose first film is not the one meant, and how many queries it has.
    static func firstFilmMisses(_ file: String) async throws -> (cases: Int, misses: [String]) {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let cases = try Self.cases(file)
        var misses: [String] = []
        for meant in cases {
            let film = try await repository.searchMovies(try MovieQuery(meant.query), page: try PageNumber(1)).movies
                .first
            if film?.title != meant.title || film?.releaseDate.year != meant.year {
                misses.append("\(meant.query) → \(film?.title ?? "nothing") \(film?.releaseDate.year ?? 0)")
            }
        }
        return (cases.count, misses)
    }

    /// The other ways people type a title: words run together (`backtothefuture`, `rocky3`) or split
    /// (`bat man`), slips in several words (`harry poter and the philosphers stone`), and in a long query
    /// one short word off by a letter (`twelve angry man`). The film meant first for at least 95% of each.
    @Test(arguments: [
        "relevance-runtogether.tsv", "relevance-split.tsv", "relevance-slips-many.tsv", "relevance-short-slip.tsv",
    ])
    func theOtherWaysPeopleTypeFindTheFilmMeant(file: String) async throws {
        let (cases, misses) = try await Self.firstFilmMisses(file)
        #expect(cases >= 15)
        print("\(file): the film meant first for \(cases - misses.count) of \(cases); misses: \(misses)")
        #expect(Double(cases - misses.count) >= 0.95 * Double(cases), "misses: \(misses)")
    }

    /// A year being typed (`king kong 1`, `19`, `197`) keeps the films of the other words, those of
    /// the years it may start first, so suggestions do not blink empty until the year is whole.
    @Test func aYearHalfTypedKeepsTheFilmsOfTheOtherWords() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        for typed in ["king kong 1", "king kong 19", "king kong 197", "king kong 1976"] {
            let page = try await repository.searchMovies(try MovieQuery(typed), page: try PageNumber(1))
            #expect(page.movies.first?.title == "King Kong" && page.movies.first?.releaseDate.year == 1976, "\(typed)")
        }
        let later = try await repository.searchMovies(try MovieQuery("king kong 20"), page: try PageNumber(1))
        #expect(later.movies.first?.releaseDate.year == 2005)
        let none = try await repository.searchMovies(try MovieQuery("king kong 3"), page: try PageNumber(1))
        #expect(none.totalResults == 0, "no year starts with 3")
    }

    /// Typos are forgiven only when the words as typed find nothing: every query of the exact set is
    /// answered for itself, so its ranking is the one without typo tolerance.
    @Test func aQueryTypedRightIsNeverReadAsATypo() async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        for meant in try Self.cases() {
            let page = try await repository.searchMovies(try MovieQuery(meant.query), page: try PageNumber(1))
            #expect(page.searchedFor == nil, "\(meant.query)")
        }
        // A word under five letters is not read as a slip of another.
        let short = try await repository.searchMovies(try MovieQuery("star wras"), page: try PageNumber(1))
        #expect(short.totalResults == 0 && short.searchedFor == nil)
    }
}
