import Foundation
import MoviesDomain
import Testing

/// The one rule by which an import's watches meet the diary's, case by case: what is added, what completes a
/// watch the diary has, and what was there already. Nothing the diary has is changed or lost.
@Suite struct ImportMergeTests {
    typealias Planned = ImportPlan.PlannedWatch
    static let film = WatchedFilm(
        reference: FilmReference(source: .catalog, movieID: Movie.ID("7")), title: "Heat", year: 1995,
        posterPath: nil, runtime: nil, genres: [], directors: [], cast: [])

    static func kept(
        _ id: String, _ day: String?, rating: Int? = nil, liked: Bool = false, reviewed: Bool = false
    )
        throws -> Watch
    {
        let details = try WatchDetails(
            day: try day.map { try CalendarDay($0) }, rating: rating, isRewatch: false, isLiked: liked)
        return Watch(
            id: Watch.ID(id), member: User.ID("ana"), film: film, details: details,
            logged: Date(timeIntervalSince1970: 0),
            review: reviewed ? WatchReview(text: "Kept.", hasSpoilers: false, written: Date()) : nil)
    }

    static func planned(
        _ day: String?, rating: Int? = nil, liked: Bool = false, review: String? = nil, inferred: Bool = false
    ) throws -> Planned {
        var watch = Planned(
            day: try day.map { try CalendarDay($0) }, rating: rating, isRewatch: nil, isLiked: liked, logged: nil,
            place: nil)
        watch.review = review.map { .init(text: $0, hasSpoilers: false, written: nil, place: nil) }
        watch.isInferred = inferred
        return watch
    }

    /// A step in words: `add 2024-01-01`, `complete a: day 2024-01-01 rating 9 liked review`, `there a`.
    static func words(_ step: ImportMerge.Step) -> String {
        switch step {
        case .add(let watch): "add \(watch.day?.description ?? "undated")"
        case .there(let watch): "there \(watch.id.rawValue)"
        case .refused(let watch, let reason): "refuse \(watch.day?.description ?? "undated"): \(reason)"
        case .complete(let watch, let details, let review, _):
            ["complete \(watch.id.rawValue):"]
                .appending(
                    details.map {
                        "\($0.day?.description ?? "undated") rating \($0.rating.map(String.init) ?? "-")"
                            + ($0.isLiked ? " liked" : "")
                    }
                )
                .appending(review.map { _ in "review" })
                .joined(separator: " ")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let planned: [Planned]
        let diary: [Watch]
        let steps: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] =
        (try? [
            Case(
                name: "the same file again: every watch is there",
                planned: [planned("2024-01-01", rating: 8), planned(nil)],
                diary: [kept("a", "2024-01-01", rating: 8), kept("b", nil)], steps: ["there b", "there a"]),
            Case(
                name: "an IMDb rating after Letterboxd rates the latest watch that has none",
                planned: [planned(nil, rating: 10, inferred: true)],
                diary: [kept("new", "2021-05-05"), kept("old", "2020-01-01")],
                steps: ["complete new: 2021-05-05 rating 10"]),
            Case(
                name: "a rating never changes the one a watch has", planned: [planned(nil, rating: 10, inferred: true)],
                diary: [kept("a", "2020-01-01", rating: 7)], steps: ["there a"]),
            Case(
                name: "Letterboxd after an IMDb rating gives the undated watch its day",
                planned: [planned("2020-01-01"), planned("2021-02-02", rating: 8)],
                diary: [kept("imdb", nil, rating: 10)],
                steps: ["complete imdb: 2020-01-01 rating 10", "add 2021-02-02"]),
            Case(
                name: "a rewatch on a new day is added",
                planned: [planned("2020-01-01"), planned("2025-06-01", rating: 9)],
                diary: [kept("a", "2020-01-01")], steps: ["there a", "add 2025-06-01"]),
            Case(
                name: "the same film twice on one day is two watches",
                planned: [planned("2024-03-12"), planned("2024-03-12")],
                diary: [kept("a", "2024-03-12")], steps: ["there a", "add 2024-03-12"]),
            Case(
                name: "a stated watch of no day is not a dated one",
                planned: [planned(nil, rating: 6)], diary: [kept("a", "2020-01-01", rating: 6)], steps: ["add undated"]),
            Case(
                name: "a review on a day with no diary row reviews that day's watch",
                planned: [planned("2023-04-04", rating: 9, review: "Again.")], diary: [kept("a", "2023-04-04")],
                steps: ["complete a: 2023-04-04 rating 9 review"]),
            Case(
                name: "a review never replaces the one a watch has",
                planned: [planned("2023-04-04", rating: 9, review: "New.")],
                diary: [kept("a", "2023-04-04", rating: 9, reviewed: true)], steps: ["there a"]),
            Case(
                name: "a like likes the latest watch", planned: [planned(nil, liked: true, inferred: true)],
                diary: [kept("a", "2020-01-01", rating: 5)], steps: ["complete a: 2020-01-01 rating 5 liked"]),
            Case(
                name: "a day before the film came out is refused, and gives the undated watch no day",
                planned: [planned("1990-01-01", rating: 8), planned("1996-01-01")], diary: [kept("a", nil)],
                steps: ["refuse 1990-01-01: 1990-01-01 is before the film came out", "complete a: 1996-01-01 rating -"]),
            Case(
                name: "a film not in the diary is added whole",
                planned: [planned(nil, rating: 7, inferred: true)], diary: [], steps: ["add undated"]),
        ]) ?? []

    @Test(arguments: cases)
    func theRule(_ example: Case) {
        let steps = ImportMerge.steps(for: example.planned, beside: example.diary, filmYear: Self.film.year)
        #expect(steps.map(Self.words) == example.steps)
    }

    @Test func everyCaseIsRead() { #expect(Self.cases.count == 12) }
}

extension Array {
    fileprivate func appending(_ element: Element?) -> [Element] { element.map { self + [$0] } ?? self }
}
