extension DiaryStatistics {
    /// Numbers counted elsewhere (another Movies server), as they were told.
    public init(
        ofYear year: Int?, watches: Int, films: Int, minutes: Int, byMonth: [Int], byWeekday: [Int],
        byYear: [Count<Int>],
        ratings: [Int], decades: [Count<Int>], genres: [Count<GenreName>], directors: [PersonCount],
        actors: [PersonCount], firstWatches: Int, rewatches: Int, longestRun: Run?, highestRated: [RatedFilm],
        years: [Int]
    ) {
        self.year = year
        self.watches = watches
        self.films = films
        self.minutes = minutes
        self.byMonth = byMonth
        self.byWeekday = byWeekday
        self.byYear = byYear
        self.ratings = ratings
        self.decades = decades
        self.genres = genres
        self.directors = directors
        self.actors = actors
        self.firstWatches = firstWatches
        self.rewatches = rewatches
        self.longestRun = longestRun
        self.highestRated = highestRated
        self.years = years
    }
}
