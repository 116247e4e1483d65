public import MoviesDomain

/// A member's statistics for all time or one year ("Year in review"), worded for display: one's own, or
/// those of someone whose diary is public.
public actor StatisticsViewModel {
    private let diary: DiaryUseCase
    private let owner: DiaryViewModel.Owner
    public let strings: Strings
    public private(set) var state = StatisticsState()

    public init(diary: DiaryUseCase, owner: DiaryViewModel.Owner, strings: Strings = .english) {
        self.diary = diary
        self.owner = owner
        self.strings = strings
    }

    public init(diary: DiaryUseCase, member: User.ID, strings: Strings = .english) {
        self.init(diary: diary, owner: .own(member), strings: strings)
    }

    /// `year` nil: all time.
    public func didLoad(year: Int? = nil) async {
        state = StatisticsState()
        do {
            var ownerName: String?
            let member: User.ID
            switch owner {
            case .own(let id): member = id
            case .publicOf(let name, let viewer):
                let found = try await diary.diaryOwner(named: name, seenBy: viewer)
                (member, ownerName) = (found.id, found.name.text)
            }
            let statistics = try await diary.statistics(of: member, year: year)
            state = StatisticsState.worded(statistics, strings: strings)
            state.ownerName = ownerName
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}

extension StatisticsState {
    static func worded(_ numbers: DiaryStatistics, strings: Strings) -> StatisticsState {
        let words = strings.diary
        var state = StatisticsState()
        state.statistics = numbers
        state.year = numbers.year
        state.years = numbers.years
        state.title = numbers.year.map(words.yearInReview) ?? words.allTime
        state.headline = [
            words.films(numbers.films), words.hours(Int(numbers.hours.rounded())),
            words.firstAndRewatches(numbers.firstWatches, numbers.rewatches),
        ]
        if let run = numbers.longestRun {
            state.headline.append(words.longestRun(run.days, strings.dayText(run.first), strings.dayText(run.last)))
        }
        func bars(_ labels: [String], _ values: [Int]) -> [Bar] {
            zip(labels, values).map { Bar(label: $0, value: $1) }
        }
        state.charts = [
            Chart(id: "months", title: words.watchesByMonth, bars: bars(words.months, numbers.byMonth)),
            Chart(id: "weekdays", title: words.watchesByWeekday, bars: bars(words.weekdays, numbers.byWeekday)),
            Chart(
                id: "ratings", title: words.ratings,
                bars: bars((1...10).map(halfStars), numbers.ratings)),
            Chart(
                id: "decades", title: words.decades,
                bars: numbers.decades.map { Bar(label: words.decade($0.key), value: $0.count) }),
            Chart(
                id: "genres", title: words.genres,
                bars: numbers.genres.prefix(12).map { Bar(label: name($0.key, strings), value: $0.count) }),
        ]
        if numbers.year == nil {
            state.charts.insert(
                Chart(
                    id: "years", title: words.watchesByYear,
                    bars: numbers.byYear.map { Bar(label: String($0.key), value: $0.count) }), at: 2)
        }
        let person = { (count: DiaryStatistics.PersonCount) in
            Person(name: count.name, page: count.page, films: words.films(count.films))
        }
        state.directors = numbers.directors.map(person)
        state.actors = numbers.actors.map(person)
        state.highestRated = numbers.highestRated.map {
            Film(
                reference: $0.film.reference, title: $0.film.title, year: $0.film.year, posterPath: $0.film.posterPath,
                stars: ReviewItemViewModel.stars($0.rating), rating: $0.rating)
        }
        state.watchedWithHeading = strings.together.watchedWithMost
        state.watchedWith = numbers.watchedWith.map {
            StatisticsState.Companion(name: $0.key, watchesText: strings.together.watches($0.count))
        }
        return state
    }

    /// A rating as the stars it stands for, none empty: "★★★½" for 7.
    static func halfStars(_ rating: Int) -> String {
        String(repeating: "★", count: rating / 2) + (rating % 2 == 1 ? "½" : "")
    }

    private static func name(_ genre: GenreName, _ strings: Strings) -> String {
        switch genre {
        case .known(let known): strings.discover.genreName(known)
        case .other(let name): name
        }
    }
}
