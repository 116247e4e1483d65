extension DiaryStrings {
    public static let english = DiaryStrings(
        diary: "Diary",
        log: "Log",
        logWatch: "Log a watch",
        watchedOn: "Watched on",
        dateUnknown: "Date unknown",
        rating: "Rating",
        noRating: "No rating",
        rewatch: "Rewatch",
        watched: "Watched",
        liked: "Liked",
        reviewed: "Reviewed",
        review: "Review",
        spoilers: "Gives the plot away",
        keepSaved: "Keep it in my saved films",
        edit: "Edit",
        delete: "Delete",
        emptyDiary: "Nothing in your diary yet. Log a film from its page.",
        noWatchesFiltered: { rewatch, year, rating, tag in
            let watches = rewatch.map { $0 ? "rewatches" : "first watches" } ?? "watches"
            return "No \(watches)" + (tag.map { " tagged \u{201C}\($0)\u{201D}" } ?? "")
                + (year.map { " in \($0)" } ?? "")
                + (rating.map { " rated \($0)/10" } ?? "") + "."
        },
        month: { year, month in "\(monthNames[month - 1]) \(year)" },
        shortDay: { month, day in "\(monthNames[month - 1].prefix(3)) \(day)" },
        logged: { title, unsaved in
            "Logged \u{201C}\(title)\u{201D}." + (unsaved ? " It is no longer in your saved films." : "")
        },
        gaveDay: { title, day, unsaved in
            "Your watch of \u{201C}\(title)\u{201D} had no day: it is on \(day) now."
                + (unsaved ? " It is no longer in your saved films." : "")
        },
        changed: { "Changed your watch of \u{201C}\($0)\u{201D}." },
        deleted: { "Deleted your watch of \u{201C}\($0)\u{201D}." },
        watchDeleted: "Watch deleted.",
        undo: "Undo",
        filter: "Filter",
        year: "Year",
        takeOffSaved: "Take it off my saved films",
        timesWatched: { times, lastDay in
            let count = times == 1 ? "Watched once" : "Watched \(times) times"
            return lastDay.map { "\(count), last on \($0)" } ?? count
        },
        yourRating: { "your rating \($0)/10" },
        anyYear: "Any year",
        anyRating: "Any rating",
        tags: "Tags",
        tagsHint: "Apart by commas: cinema, 35mm",
        anyTag: "Any tag",
        rewatchesOnly: "Rewatches",
        firstWatchesOnly: "First watches",
        publicDiary: { "Anyone may read your diary and statistics, at \($0)." },
        privateDiary: "Only you can read your diary.",
        makePublic: "Make it public",
        makePrivate: "Make it private",
        madePublic: "Your diary is public now.",
        madePrivate: "Your diary is private now.",
        picksHeading: "Tonight's pick",
        shapesPicksSaid:
            "Your ratings shape the films your friends pick with you; nothing of them is shown, not even a guess.",
        shapesNoPicksSaid:
            "Your friends' picks with you do not read your private diary: they cannot know your taste or what you have seen.",
        letShapePicks: "Let my ratings shape their picks",
        stopShapingPicks: "Stop shaping their picks",
        shapesPicksOn: "Your ratings shape your friends' picks now, unnamed.",
        shapesPicksOff: "Your friends' picks no longer read your diary.",
        diaryOf: { "\($0)\u{2019}s diary" },
        statisticsOf: { "\($0)\u{2019}s statistics" },
        statistics: "Statistics",
        allTime: "All time",
        yearInReview: { "\($0) in review" },
        films: { $0 == 1 ? "1 film" : "\($0.grouped(",")) films" },
        hours: { $0 == 1 ? "1 hour" : "\($0.grouped(",")) hours" },
        watchesByMonth: "Watches by month",
        watchesByWeekday: "Watches by day of the week",
        watchesByYear: "Watches by year",
        ratings: "Ratings",
        decades: "Decades",
        genres: "Genres",
        directors: "Directors watched most",
        actors: "Actors watched most",
        highestRated: "Highest rated",
        yearCard: "The year as an image to share",
        firstAndRewatches: { first, again in
            "\(first.grouped(",")) first watch\(first == 1 ? "" : "es") · \(again.grouped(",")) rewatch\(again == 1 ? "" : "es")"
        },
        longestRun: { days, first, last in
            days == 1 ? "1 day, \(first)" : "\(days) days in a row, from \(first) to \(last)"
        },
        noStatistics: "Nothing watched in this time yet.",
        weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        decade: { "\($0)s" },
        notADay: { "\u{201C}\($0)\u{201D} is not a day; write it as 2025-03-12." },
        dayInTheFuture: "That day has not come yet.",
        dayBeforeRelease: { "That day is before the film came out (\($0))." },
        reviewWithoutRating: "A review needs a rating.",
        watchNotFound: "There is no such watch in your diary.",
        loggedAndDeleted: "This watch was logged when it was first sent, and deleted since.",
        stillSending: "This watch is being logged from when it was first sent; look again in a moment.",
        watchesOf: { "Your watches of \u{201C}\($0)\u{201D}." },
        allWatches: "All watches",
        yourFilms: "Your films",
        latestWatched: "Watched lately",
        openDiary: { $0 == 1 ? "Your diary (1 watch)" : "Your diary (\($0.grouped(",")) watches)" },
        savedNotWatched: "Saved, not watched yet",
        allSaved: "All saved films",
        yourFilmsEmpty: "Save films and log what you watch, and they will wait for you here."
    )

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
