import MoviesDomain

extension DiscoverStrings {
    public static let english = DiscoverStrings(
        browse: "Browse", genre: "Genre", everyGenre: "films with every genre checked",
        clearFilters: "Clear filters", skipToFilms: "Skip to the films",
        narrowToSeeMore:
            "That is as far as a list goes: narrow it (a genre, a decade, words of the title) to see the rest.",
        anyGenre: "Any genre", decade: "Decade", anyDecade: "Any decade",
        fromYear: "From", toYear: "To", minimumRating: "Minimum rating", anyRating: "Any rating",
        sortBy: "Sort by", showFilms: "Show films",
        sortName: { sort in
            switch sort {
            case .popularity: "Most popular"
            case .rating: "Highest rated"
            case .date: "Newest"
            case .title: "Title"
            case .members: "Highest rated by members"
            case .watched: "Most watched this year"
            }
        },
        genreName: { genre in
            switch genre {
            case .action: "Action"
            case .adventure: "Adventure"
            case .animation: "Animation"
            case .biography: "Biography"
            case .comedy: "Comedy"
            case .crime: "Crime"
            case .documentary: "Documentary"
            case .drama: "Drama"
            case .family: "Family"
            case .fantasy: "Fantasy"
            case .history: "History"
            case .horror: "Horror"
            case .music: "Music"
            case .musical: "Musical"
            case .mystery: "Mystery"
            case .romance: "Romance"
            case .scienceFiction: "Science fiction"
            case .sport: "Sport"
            case .thriller: "Thriller"
            case .tvMovie: "TV movie"
            case .war: "War"
            case .western: "Western"
            }
        },
        decadeName: { "The \($0)s" },
        highestRated: "Highest rated", mostPopular: "Most popular", seeAll: "See all",
        noMatches: "No films match these filters.",
        filmCount: { $0 == 1 ? "1 film" : "\($0.grouped(",")) films" },
        people: "People",
        films: "Films",
        knownFor: "Known for",
        allFilms: "All films",
        roleName: { role in
            switch role {
            case .director: "Director"
            case .writer: "Writer"
            case .cast: "Cast"
            }
        },
        roleCount: { role, count in
            let films = count == 1 ? "1 film" : "\(count) films"
            return switch role {
            case .director: "Director of \(films)"
            case .writer: "Writer of \(films)"
            case .cast: "In the cast of \(films)"
            }
        },
        asCharacter: { "as \($0)" },
        unknownRole: { "There is no role \u{201C}\($0)\u{201D}: choose director, writer or cast." },
        filmsByRole: "Films by role",
        moreLikeThis: "More like this", series: "In this series", thisFilm: "This film",
        personNotFound: "There is no such person here.",
        filterError: { error in
            switch error {
            case .unknownGenre(let name): "There is no genre “\(name)” here."
            case .unknownSort(let name): "Sort by popularity, rating, date, title, members or watched, not “\(name)”."
            case .unknownDecade(let text): "“\(text)” is not a decade (try 1970s)."
            case .yearOutOfRange(_, let year): "\(year) is not a year films come from."
            case .reversedYears(let from, let to): "The years run backwards: from \(from) to \(to)."
            case .ratingOutOfRange: "The minimum rating is from 0 to 10."
            case .notANumber(_, let text): "“\(text)” is not a number."
            }
        })
}
