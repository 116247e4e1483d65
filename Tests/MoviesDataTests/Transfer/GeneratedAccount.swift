import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport

/// An account made from a seed, with what makes a round trip hard: the same film twice on one day, watches
/// of no day, half stars, tags with commas and quotes, reviews with line breaks and a leading `=`, lists of
/// one name, favourites in an order.
struct GeneratedAccount {
    static let tags = ["cinema", "35mm", "with \"ana\" & bo", "=SUM(A1)", "Noël", "late; late show", "+1", "홈"]
    static let texts = [
        "Slow,\nthen \"wonderful\".", "=HYPERLINK(\"x\")", "Line one\r\n\nline three", "-1 star, really", "Fine.",
        "최고의 영화", "@here: a, b; c",
    ]
    static let listTitles = ["Best", "Best", "Rainy days", "To show bo"]

    var watches: [Watch] = []
    var saved: [Int] = []
    var lists: [(title: String, films: [(Int, String?)])] = []
    var favourites: [Int] = []

    init(seed: UInt64, member: User.ID) throws {
        var numbers = SplitMix64(seed: seed)
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &numbers) < percent }
        var previous: (film: Int, day: CalendarDay?)?
        for index in 0..<Int.random(in: 1...14, using: &numbers) {
            let again = previous != nil && chance(20)
            let film = again ? previous!.film : Int.random(in: 1...8, using: &numbers)
            let day: CalendarDay? =
                again
                ? previous!.day
                : chance(25)
                    ? nil
                    : try CalendarDay(
                        year: Int.random(in: 2010...2025, using: &numbers),
                        month: Int.random(in: 1...12, using: &numbers),
                        day: Int.random(in: 1...28, using: &numbers))
            let reviewed = chance(35)
            let rating = reviewed || chance(60) ? Int.random(in: 1...10, using: &numbers) : nil
            let tags = try Tag.list(
                (0..<Int.random(in: 0...3, using: &numbers)).map { _ in
                    Self.tags.randomElement(using: &numbers)!
                })
            let details = try WatchDetails(
                day: day, rating: rating, isRewatch: chance(30), isLiked: chance(30), tags: tags)
            let logged = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600 + 0.125)
            let review =
                reviewed
                ? WatchReview(
                    try ReviewDraft(
                        rating: rating ?? 1, text: Self.texts.randomElement(using: &numbers), hasSpoilers: chance(30)),
                    written: logged.addingTimeInterval(60))
                : nil
            var watch = Watch(
                id: .make(), member: member, film: TransferFixtures.watched(film), details: details, logged: logged,
                review: review)
            // Some watches were recorded elsewhere: a media server's play, another tracker's history.
            watch.source = chance(25) ? WatchSource.allCases.randomElement(using: &numbers) : nil
            watches.append(watch)
            previous = (film, day)
        }
        saved = Array(
            Set((0..<Int.random(in: 0...3, using: &numbers)).map { _ in Int.random(in: 1...8, using: &numbers) })
        )
        .sorted()
        for _ in 0..<Int.random(in: 0...3, using: &numbers) {
            let films = Array(
                Set((0..<Int.random(in: 0...3, using: &numbers)).map { _ in Int.random(in: 1...8, using: &numbers) })
            )
            .sorted().map { ($0, chance(50) ? Self.texts.randomElement(using: &numbers) : nil) }
            lists.append((Self.listTitles.randomElement(using: &numbers)!, films))
        }
        favourites = Array(
            Array(Set((0..<4).map { _ in Int.random(in: 1...8, using: &numbers) })).shuffled(using: &numbers).prefix(4))
    }

    /// Writes the account into `store` for `member`, as the use cases would have.
    func write(to store: any MemberStore, for member: User.ID, fixtures: TransferFixtures) async throws {
        try await store.addAll(watches)
        for (index, number) in saved.enumerated() {
            _ = try await store.save(
                MemberFixtures.saved(number, at: 1_700_000_000 + Double(index)), poster: nil, for: member)
        }
        for (index, planned) in lists.enumerated() {
            let time = Date(timeIntervalSince1970: 1_700_100_000 + Double(index))
            let made = try await store.create(
                FilmList(
                    id: .make(), owner: member,
                    details: try ListDetails(title: planned.title, description: nil, isRanked: index % 2 == 0),
                    slug: ListSlug.make(planned.title), created: time, updated: time))
            for (number, note) in planned.films {
                let movie = try await fixtures.movies.movie(withID: Movie.ID(String(number)))
                _ = try await store.add(
                    ListedFilm(movie, reference: TransferFixtures.film(number)),
                    note: note?.replacingOccurrences(of: "\r\n", with: "\n"),
                    to: made.id, of: member, at: time)
            }
        }
        var chosen: [ListedFilm] = []
        for number in favourites {
            let movie = try await fixtures.movies.movie(withID: Movie.ID(String(number)))
            chosen.append(ListedFilm(movie, reference: TransferFixtures.film(number)))
        }
        try await store.setFavourites(chosen, for: member)
    }
}

extension TransferFixtures {
    /// Film `number` as a watch keeps it.
    static func watched(_ number: Int) -> WatchedFilm {
        WatchedFilm(films[number - 1], reference: film(number))
    }
}
