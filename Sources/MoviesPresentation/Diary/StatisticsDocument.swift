public import MoviesDomain

/// A member's statistics as programs read them (`/api/stats`, `movies stats --json`): the numbers, not the
/// words.
public struct StatisticsDocument: JSONDocument {
    public let statistics: DiaryStatistics

    public init(_ statistics: DiaryStatistics) {
        self.statistics = statistics
    }

    public func write(to json: inout JSONWriter) {
        let numbers = statistics
        json.object { json in
            json.member("year", numbers.year)
            json.member("watches", numbers.watches)
            json.member("films", numbers.films)
            json.member("minutes", numbers.minutes)
            json.member("firstWatches", numbers.firstWatches)
            json.member("rewatches", numbers.rewatches)
            // January first; Monday first; by rating from 1 to 10.
            json.member("byMonth", numbers.byMonth)
            json.member("byWeekday", numbers.byWeekday)
            json.member("ratings", numbers.ratings)
            if numbers.year == nil {
                json.objects("byYear", numbers.byYear) { json, count in
                    json.member("year", count.key)
                    json.member("watches", count.count)
                }
            }
            json.objects("decades", numbers.decades) { json, count in
                json.member("decade", count.key)
                json.member("films", count.count)
            }
            json.objects("genres", numbers.genres) { json, count in
                json.member("genre", Self.name(count.key))
                json.member("films", count.count)
            }
            json.objects("directors", numbers.directors) { Self.write($1, to: &$0) }
            json.objects("actors", numbers.actors) { Self.write($1, to: &$0) }
            if let run = numbers.longestRun {
                json.key("longestRun")
                json.object { json in
                    json.member("days", run.days)
                    json.member("from", run.first.description)
                    json.member("to", run.last.description)
                }
            }
            json.objects("highestRated", numbers.highestRated) { json, rated in
                json.member("id", rated.film.reference.description)
                json.member("title", rated.film.title)
                json.member("year", rated.film.year)
                json.member("rating", rated.rating)
            }
            json.member("years", numbers.years)
            // The members named on most of the period's watches.
            json.objects("watchedWith", numbers.watchedWith) { json, count in
                json.member("name", count.key)
                json.member("watches", count.count)
            }
        }
    }

    private static func write(_ person: DiaryStatistics.PersonCount, to json: inout JSONWriter) {
        json.member("name", person.name)
        json.member("id", person.page?.rawValue)
        json.member("films", person.films)
    }

    /// The name a `genre=` filter takes, or the source's word.
    private static func name(_ genre: GenreName) -> String {
        switch genre {
        case .known(let known): known.rawValue
        case .other(let word): word
        }
    }
}
