import Benchmark
import Foundation
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesTMDB
import MoviesTestSupport

/// Search through the whole stack on the embedded catalog, one query of the mix per iteration (so the
/// percentiles are over queries); browsing, people and films alike the same way over their mixes; and
/// the TMDB source's cached page while TMDB takes 200 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 240,
        maxDuration: .seconds(20), maxIterations: 4_800)

    Benchmark("Search (use case -> repository -> SQLite, query saved)") { benchmark in
        let fixture = try await SearchFixture.shared.value
        let query = fixture.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.execute(query))
    }

    Benchmark("Search (repository -> SQLite)") { benchmark in
        let fixture = try await SearchFixture.shared.value
        let query = fixture.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.searchMovies(query, page: .first))
    }

    Benchmark("Browse (repository -> catalog indexes), a page of a filter mix") { benchmark in
        let fixture = try await DiscoverFixture.shared.value
        let filter = fixture.filters[fixture.next(fixture.filters.count)]
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.discoverMovies(filter, page: .first))
    }

    Benchmark("Person (repository -> catalog indexes), their films") { benchmark in
        let fixture = try await DiscoverFixture.shared.value
        let id = fixture.people[fixture.next(fixture.people.count)]
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.person(withID: id))
    }

    Benchmark("People search (repository -> catalog indexes)") { benchmark in
        let fixture = try await DiscoverFixture.shared.value
        let name = fixture.names[fixture.next(fixture.names.count)]
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.people(matching: name, limit: 6))
    }

    // What every first page of a search now asks beside the titles: the people the query names.
    Benchmark("People search over the title query mix (repository -> catalog indexes)") { benchmark in
        let fixture = try await SearchFixture.shared.value
        let query = fixture.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.people(matching: query, limit: 6))
    }

    Benchmark("Films alike (repository -> catalog indexes)") { benchmark in
        let fixture = try await DiscoverFixture.shared.value
        let movie = fixture.films[fixture.next(fixture.films.count)]
        benchmark.startMeasurement()
        blackHole(try await fixture.repository.similarMovies(to: movie, limit: 16))
    }

    // The cached page's arrival is the measurement: the call itself lasts until the fresh page (200 ms).
    let cachedPage = BenchmarkMetric.custom("cached page (us)", useScalingFactor: false)
    Benchmark(
        "TMDB cached page while TMDB answers in 200 ms",
        configuration: .init(metrics: [cachedPage], warmupIterations: 2, maxDuration: .seconds(20), maxIterations: 40)
    ) { benchmark in
        let fixture = try await TMDBFixture.shared.value
        await fixture.standIn.fail(with: .delay(.milliseconds(200)), path: "/3/search")
        let delivered = CachedClock()
        let start = ContinuousClock.now
        _ = try await fixture.repository.searchMovies(fixture.query, page: .first) { _ in
            delivered.mark(ContinuousClock.now - start)
        }
        guard let elapsed = delivered.elapsed else { throw CachedPageMissing() }
        benchmark.measurement(cachedPage, Int(elapsed / .microseconds(1)))
    }
    tasteEvaluationBenchmarks()

    // Four friends with 5,000 rated watches each (TasteFixture): on SQLite, or PostgreSQL as above. Time and
    // memory are measured apart: the memory is read by a thread of its own every 10 ms, a third busy thread
    // on two cores, which put 82 to 90 ms at For you's p99 where the time alone has 45 to 75.
    let forYou: @Sendable (Benchmark) async throws -> Void = { benchmark in
        let fixture = try await TasteFixture.shared.value
        benchmark.startMeasurement()
        blackHole(try await fixture.forYou.forYou(fixture.members[0]))
    }
    let pick: @Sendable (Benchmark) async throws -> Void = { benchmark in
        let fixture = try await TasteFixture.shared.value
        benchmark.startMeasurement()
        blackHole(try await fixture.pick.pick(for: fixture.members[0], with: ["bob", "cyd", "dee"]))
    }
    let timed = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 5, maxIterations: 200)
    let memory = Benchmark.Configuration(metrics: [.peakMemoryResident], warmupIterations: 5, maxIterations: 200)
    Benchmark("For you (use case -> store + catalog), 5,000 watches", configuration: timed, closure: forYou)
    Benchmark("For you's memory, 5,000 watches", configuration: memory, closure: forYou)
    Benchmark(
        "Tonight's pick for 4 members (use case -> store + catalog), 5,000 watches each", configuration: timed,
        closure: pick)
    Benchmark("Tonight's pick's memory, 4 members of 5,000 watches", configuration: memory, closure: pick)

    // For you's parts: the store's read of the watches, and the scoring of the catalog alone.
    Benchmark(
        "For you's read: the diary's films and ratings (store), 5,000 watches",
        configuration: .init(metrics: [.wallClock], warmupIterations: 5, maxIterations: 200)
    ) { benchmark in
        let fixture = try await TasteFixture.shared.value
        benchmark.startMeasurement()
        blackHole(try await fixture.store.diaryFilms(of: fixture.members[0]))
    }

    Benchmark(
        "For you's members of a like taste: their ratings (store) and likeness, 3 members of 5,000 ratings",
        configuration: .init(metrics: [.wallClock], warmupIterations: 5, maxIterations: 200)
    ) { benchmark in
        let fixture = try await TasteFixture.shared.value
        let ratings = try await fixture.ratings()
        benchmark.startMeasurement()
        let others = try await fixture.store.kindredRatings(
            of: fixture.members[0], minimumShared: KindredTaste.minimumShared, limit: KindredTaste.neighbours * 2)
        blackHole(KindredTaste(ratings, others: others))
    }

    Benchmark(
        "For you's scoring (catalog indexes), 5,000 ratings",
        configuration: .init(metrics: [.wallClock], warmupIterations: 5, maxIterations: 200)
    ) { benchmark in
        let fixture = try await TasteFixture.shared.value
        let ratings = try await fixture.ratings()
        benchmark.startMeasurement()
        blackHole(
            try await fixture.catalog.forYou(from: ratings, excluding: Set(ratings.keys), limit: ForYouUseCase.count))
    }

    Benchmark(
        "Tonight's pick's scoring (catalog indexes), 4 members of 5,000 ratings",
        configuration: .init(metrics: [.wallClock], warmupIterations: 5, maxIterations: 200)
    ) { benchmark in
        let fixture = try await TasteFixture.shared.value
        let (tastes, watched) = try await fixture.tastes()
        benchmark.startMeasurement()
        blackHole(
            try await fixture.catalog.pick(for: tastes, excluding: watched, filter: .any, limit: PickUseCase.count))
    }

    // A member with 10,000 watches (DiaryFixture): on SQLite, or PostgreSQL with MOVIES_BENCH_POSTGRES set.
    Benchmark("Diary first page (use case -> store), 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.diary(of: fixture.member))
    }

    Benchmark("Diary filtered by a tag (use case -> store), 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        let filter = DiaryFilter(tag: try Tag("Cinema"))
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.diary(of: fixture.member, filter: filter))
    }

    Benchmark("Statistics of all time (use case -> store), 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.statistics(of: fixture.member))
    }

    Benchmark("Statistics of a year (use case -> store), 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        let year = 2006 + fixture.next(20)
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.statistics(of: fixture.member, year: year))
    }

    Benchmark("Log a watch (use case -> store), 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        let film = fixture.films[fixture.next(fixture.films.count)]
        let draft = WatchDraft(day: try CalendarDay("2025-06-01"), rating: 7)
        benchmark.startMeasurement()
        blackHole(try await fixture.useCase.log(draft, of: film, by: fixture.logger))
    }

    Benchmark("Log a watch: the store write alone, 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        let watch = try await fixture.watch(of: fixture.films[fixture.next(fixture.films.count)])
        benchmark.startMeasurement()
        blackHole(try await fixture.store.add(watch))
    }

    // A list of 5,000 films (ListFixture): its first page as the list's screen reads it, by its address.
    Benchmark("List first page (screen -> use case -> store), 5,000 films") { benchmark in
        let fixture = try await ListFixture.shared.value
        let screen = ListViewModel(lists: fixture.lists, viewer: nil)
        benchmark.startMeasurement()
        await screen.didLoad(.member(name: "lister", slug: fixture.list.slug))
        blackHole(await screen.state.entries.count)
    }

    // A film rated by 10,000 members (RatingsFixture): the histogram its page draws, counted by the store.
    Benchmark("Members' ratings histogram, 10,000 ratings") { benchmark in
        let fixture = try await RatingsFixture.shared.value
        benchmark.startMeasurement()
        let histogram = try await fixture.store.ratingHistogram(of: fixture.film)
        blackHole(MemberRatingsContent(histogram).membersText)
    }

    Benchmark("Log a watch: the film looked up, 10,000 watches") { benchmark in
        let fixture = try await DiaryFixture.shared.value
        let film = fixture.films[fixture.next(fixture.films.count)]
        benchmark.startMeasurement()
        blackHole(try await fixture.catalog.movie(film))
    }

    Benchmark("Added films: search over the query mix (repository -> SQLite + added indexes), 10,000 added") {
        benchmark in
        let fixture = try await AddedFilmsFixture.shared.value
        let query = fixture.search.nextQuery()
        benchmark.startMeasurement()
        blackHole(try await fixture.first.movies.searchMovies(query, page: .first))
    }

    Benchmark(
        "Added films: added, then found by a search on the same server, 10,000 added",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 5, maxIterations: 600)
    ) { benchmark in
        let fixture = try await AddedFilmsFixture.shared.value
        let facts = try fixture.nextNewFilm()
        benchmark.startMeasurement()
        let film = try await fixture.first.added.add(facts, by: fixture.member, at: Date())
        let found = try await fixture.first.movies.searchMovies(try MovieQuery(facts.title), page: .first)
        precondition(found.movies.first?.id == film.id, "the film added is found")
    }

    Benchmark(
        "Added films: added on one server, then found by a search on another, 10,000 added",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 1, maxIterations: 40)
    ) { benchmark in
        let fixture = try await AddedFilmsFixture.shared.value
        let facts = try fixture.nextNewFilm()
        let query = try MovieQuery(facts.title)
        benchmark.startMeasurement()
        let film = try await fixture.first.added.add(facts, by: fixture.member, at: Date())
        while try await fixture.second.searchMovies(query, page: .first).movies.first?.id != film.id {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
