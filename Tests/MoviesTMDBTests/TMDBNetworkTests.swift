import Foundation
import MoviesData
import MoviesDomain
import MoviesTMDB
import MoviesTestSupport
import Testing

/// The network layer against the local TMDB stand-in: decoding, status codes, retries and faults.
@Suite struct TMDBNetworkTests {
    private let batman = try! MovieQuery("batman")

    @Test func validJSONDecodesIntoMoviesInTMDBsOrder() async throws {
        let standIn = try await TMDBStandIn.start()
        let page = try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        #expect(page.totalResults == 6)
        #expect(page.movies.first?.title == "The Batman")
        #expect(page.movies.map(\.title).contains("Batman Returns"))
        let begins = try #require(page.movies.first { $0.title == "Batman Begins" })
        #expect(begins.genres == ["Drama", "Crime", "Action"])
        #expect(begins.releaseDate == .day(year: 2005, month: 6, day: 10))
        #expect(begins.posterPath == "/poster-272.jpg")
        #expect(begins.rating == Rating(average: 7.7, voteCount: 20500))
        let query = try #require(await standIn.requests(matching: "/3/search/movie").first)
        #expect(query.contains("include_adult=false") && query.contains("language=en-US"))
    }

    @Test func emptyDatesAndUnratedFilmsMapToUnknown() async throws {
        let standIn = try await TMDBStandIn.start()
        let page = try await TMDBMoviesRepository.standIn(standIn).searchMovies(try MovieQuery("amélie"), page: .first)
        let amelie = try #require(page.movies.first)
        #expect(amelie.releaseDate == .unknown)
        #expect(amelie.rating == nil)
    }

    @Test func invalidJSONIsAnUndecodableResponse() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .malformedJSON, path: "/3/search")
        let error = await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        }
        guard case .undecodable = error?.failure else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.description.hasPrefix("TMDB sent an answer Movies cannot read") == true)
    }

    @Test func aRejectedKeyIsAClearErrorAndIsNotRetried() async throws {
        let standIn = try await TMDBStandIn.start()
        let settings = TMDBSettings.standIn(standIn, credentials: .apiKey("wrong-key"))
        let error = await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn, settings: settings).searchMovies(batman, page: .first)
        }
        #expect(error?.description == "TMDB rejected the API key (401)")
        #expect(error?.statusCode == 7)
        #expect(error?.statusMessage?.hasPrefix("Invalid API key") == true)
        #expect(await standIn.requests(matching: "/3/search").count == 1)
    }

    @Test func anAccessTokenTravelsAsABearerHeader() async throws {
        let standIn = try await TMDBStandIn.start()
        let settings = TMDBSettings.standIn(standIn, credentials: .accessToken(TMDBStandIn.accessToken))
        let page = try await TMDBMoviesRepository.standIn(standIn, settings: settings).searchMovies(
            batman, page: .first)
        #expect(page.movies.count == 6)
        #expect(await standIn.requests().allSatisfy { !$0.contains("api_key") })
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        let standIn = try await TMDBStandIn.start()
        await #expect(throws: MovieNotFound(id: Movie.ID("404404"))) {
            try await TMDBMoviesRepository.standIn(standIn).movie(withID: Movie.ID("404404"))
        }
    }

    @Test func detailsNameDirectorsCastInBillingOrderWithTheirCharactersAndRuntime() async throws {
        let standIn = try await TMDBStandIn.start()
        let movie = try await TMDBMoviesRepository.standIn(standIn).movie(withID: Movie.ID("155"))
        #expect(movie.title == "The Dark Knight")
        #expect(movie.directors == ["Christopher Nolan"])
        #expect(movie.cast.prefix(2) == ["Christian Bale", "Heath Ledger"])
        #expect(movie.extras.castOrder == .billing)
        #expect(movie.extras.characters["Heath Ledger"] == "Role in The Dark Knight")
        #expect(movie.runtime == 152)
        #expect(movie.genres.contains("Thriller"))
    }

    @Test func tooManyRequestsWaitsForRetryAfterThenSucceeds() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .tooManyRequests(retryAfter: 1), path: "/3/search")
        let clock = SimulatedRetryClock()
        let repository = try TMDBMoviesRepository.standIn(standIn, settings: .standIn(standIn, clock: clock))
        let page = try await repository.searchMovies(batman, page: .first)
        #expect(page.movies.count == 6)
        #expect(clock.slept == .seconds(1), "it waited what Retry-After said")
        #expect(await standIn.requests(matching: "/3/search").count == 2)
    }

    @Test func aRetryAfterBeyondTheBudgetFailsAtOnce() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .tooManyRequests(retryAfter: 60), path: "/3/search")
        let clock = SimulatedRetryClock()
        let error = await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn, settings: .standIn(standIn, clock: clock))
                .searchMovies(batman, page: .first)
        }
        #expect(error?.httpStatus == 429)
        #expect(clock.slept == .zero, "it did not wait for the 60 s TMDB asked for: beyond the budget")
        #expect(await standIn.requests(matching: "/3/search").count == 1)
    }

    @Test(arguments: [500, 503])
    func serverErrorsAreRetriedABoundedNumberOfTimes(status: Int) async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .status(status), times: 2, path: "/3/search")
        let page = try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        #expect(page.movies.count == 6)
        #expect(await standIn.requests(matching: "/3/search").count == 3)

        await standIn.fail(with: .status(status), times: 3, path: "/3/search")
        let error = await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        }
        #expect(error?.httpStatus == status)
        #expect(await standIn.requests(matching: "/3/search").count == 6)
    }

    @Test func otherClientErrorsFailFast() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .status(400), times: 3, path: "/3/search")
        await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        }
        #expect(await standIn.requests(matching: "/3/search").count == 1)
    }

    @Test func aSlowAnswerTimesOutAfterBoundedRetries() async throws {
        let standIn = try await TMDBStandIn.start()
        // A timeout long enough for each request to arrive on a busy machine, an answer far longer.
        await standIn.fail(with: .delay(.seconds(6)), times: 2, path: "/3/search")
        let settings = TMDBSettings.standIn(standIn, timeout: .milliseconds(1_500), maxAttempts: 2)
        let error = await #expect(throws: TMDBError.self) {
            try await TMDBMoviesRepository.standIn(standIn, settings: settings).searchMovies(batman, page: .first)
        }
        #expect(error?.failure == .timedOut)
        #expect(error?.isUnreachable == true)
        #expect(await standIn.requests(matching: "/3/search").count == 2)
    }

    @Test func aResetConnectionIsRetried() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .resetConnection, path: "/3/search")
        let page = try await TMDBMoviesRepository.standIn(standIn).searchMovies(batman, page: .first)
        #expect(page.movies.count == 6)
        #expect(await standIn.requests(matching: "/3/search").count == 2)
    }

    @Test func noServerIsNotConnectedAndNotRetried() async throws {
        let standIn = try await TMDBStandIn.start()
        let repository = try TMDBMoviesRepository.standIn(standIn)
        await standIn.stop()
        let error = await #expect(throws: TMDBError.self) { try await repository.searchMovies(batman, page: .first) }
        guard case .notConnected = error?.failure else { Issue.record("\(String(describing: error))"); return }
        #expect(error?.description.hasPrefix("cannot reach TMDB") == true)
    }

    @Test func theKeyNeverReachesLogsOrErrors() async throws {
        let standIn = try await TMDBStandIn.start()
        let logs = LogCapture()
        await standIn.fail(with: .status(500), path: "/3/search")
        let repository = try TMDBMoviesRepository.standIn(standIn, logs: logs)
        _ = try await repository.searchMovies(batman, page: .first)
        #expect(logs.text.contains("api_key=%3Credacted%3E") || logs.text.contains("api_key=<redacted>"))
        #expect(!logs.text.contains(TMDBStandIn.apiKey))
        #expect(!String(describing: TMDBCredentials.apiKey(TMDBStandIn.apiKey)).contains(TMDBStandIn.apiKey))
        #expect(
            !String(reflecting: TMDBCredentials.accessToken(TMDBStandIn.accessToken)).contains(TMDBStandIn.accessToken))
    }

    @Test func cancellingTheSearchCancelsItsRequest() async throws {
        let standIn = try await TMDBStandIn.start()
        await standIn.fail(with: .delay(.seconds(120)), path: "/3/search")
        let settings = TMDBSettings.standIn(standIn, timeout: .seconds(240))
        let repository = try TMDBMoviesRepository.standIn(standIn, settings: settings)
        let search = Task { try await repository.searchMovies(batman, page: .first) }
        // Cancel once TMDB has the request (a busy machine can take a while to send it).
        for _ in 0..<500 where await standIn.requests(matching: "/3/search").isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        let cancelled = ContinuousClock.now
        search.cancel()
        let result = await search.result
        // The answer would take 120 s: returning well before it means the request was dropped (a bound
        // a machine busy with every suite and more still meets).
        #expect(ContinuousClock.now - cancelled < .seconds(60))
        let error = #expect(throws: TMDBError.self) { try result.get() }
        #expect(error?.failure == .cancelled)
    }
}
