import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct StringsTests {
    @Test(arguments: [
        (Language.english, "May 25, 1977", "To be announced"),
        (.spanish, "25 de mayo de 1977", "Por anunciar"),
        (.korean, "1977년 5월 25일", "미정"),
    ])
    func releaseDatesReadNaturallyInEachLanguage(language: Language, day: String, unknown: String) {
        #expect(language.strings.releaseText(.day(year: 1977, month: 5, day: 25)) == day)
        #expect(language.strings.releaseText(.year(1977)) == "1977")
        #expect(language.strings.releaseText(.unknown) == unknown)
    }

    @Test(arguments: ["es-MX", "ES", "ko", "en-GB"])
    func tagsMatchOnTheirPrimarySubtag(tag: String) {
        #expect(Language(tag: tag)?.rawValue == tag.prefix(2).lowercased())
        #expect(Language(tag: "fr-FR") == nil)
    }

    @Test func everyLanguageLabelsEveryFactDifferentlyFromTheOthers() {
        for language in Language.allCases where language != .english {
            let labels = MovieDetailsFact.Kind.allCases.filter { $0 != .imdb && $0 != .metascore }
            let translated = labels.filter {
                language.strings.factLabel($0) != Strings.english.factLabel($0)
            }
            #expect(translated.count == labels.count, "\(language) leaves labels in English")
        }
    }

    @Test func theListSpeaksTheScreensLanguage() async throws {
        let movies = InMemoryMoviesRepository(movies: [.fixture(id: "1", title: "Heat", releaseDate: .unknown)])
        let list = MoviesListViewModel(
            searchMovies: SearchMoviesUseCase(
                moviesRepository: movies, recentQueriesRepository: InMemoryRecentQueriesRepository()),
            strings: .korean)
        await list.didSearch("heat")
        #expect(await list.state.items.first?.releaseText == "미정")
        await list.didSearch("   ")
        #expect(await list.state.errorMessage == "검색할 제목을 입력하세요.")
    }

    @Test func aSourceThatFailsIsUnavailableAndKeepsItsDetail() {
        let failure = ScreenFailure(TestError(), strings: .spanish)
        #expect(failure.kind == .unavailable)
        #expect(failure.code == "unavailable")
        #expect(failure.message == Strings.spanish.unavailable)
        #expect(failure.detail == String(describing: TestError()))
    }

    /// A day's imports spent: a 429 that says when to ask again (the day is the last 24 hours).
    @Test func aDaysImportsSpentSayWhenToAskAgain() {
        let failure = ScreenFailure(ImportsPerDay(limit: 20), strings: .english)
        #expect(failure.kind == .tooManyRequests && failure.code == "too_many_imports")
        #expect(failure.retryAfter == 24 * 60 * 60)
    }

    @Test func anErrorNobodyForesawIsABugWhoseCauseStaysInTheDetail() {
        struct Bug: Error { let path = "/var/lib/movies/movies.sqlite" }
        let failure = ScreenFailure(Bug(), strings: .english)
        #expect(failure.kind == .unexpected)
        #expect(failure.code == "internal_error")
        #expect(failure.message == Strings.english.unexpected)
        #expect(!failure.message.contains("/var/lib"))
        #expect(failure.detail.contains("/var/lib/movies"))
    }
}

@Suite struct AgeTests {
    static let cases: [(seconds: Int, age: Age)] = [
        (30, .justNow), (3540, .minutes(59)), (10_800, .hours(3)), (172_805, .days(2)),
    ]

    @Test(arguments: cases)
    func agesAreCountedInTheUnitPeopleUse(seconds: Int, expected: Age) {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Age(since: now.addingTimeInterval(-Double(seconds)), now: now) == expected)
    }

    @Test func cachedResultsAreDatedInEachLanguage() {
        #expect(Strings.english.cachedResults(.days(2)) == "Saved results from 2 days ago.")
        #expect(Strings.spanish.cachedResults(.hours(1)) == "Resultados guardados hace 1 hora.")
        #expect(Strings.korean.cachedResults(.minutes(5)) == "5분 전에 저장된 결과입니다.")
    }
}
