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
        liked: "Liked",
        reviewed: "Reviewed",
        review: "Review",
        spoilers: "Gives the plot away",
        keepSaved: "Keep it in my saved films",
        edit: "Edit",
        delete: "Delete",
        emptyDiary: "Nothing in your diary yet. Log a film from its page.",
        month: { year, month in "\(monthNames[month - 1]) \(year)" },
        shortDay: { month, day in "\(monthNames[month - 1].prefix(3)) \(day)" },
        logged: { title, unsaved in
            "Logged \u{201C}\(title)\u{201D}." + (unsaved ? " It is no longer in your saved films." : "")
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
        rewatchesOnly: "Rewatches",
        firstWatchesOnly: "First watches",
        notADay: { "\u{201C}\($0)\u{201D} is not a day; write it as 2025-03-12." },
        dayInTheFuture: "That day has not come yet.",
        dayBeforeRelease: { "That day is before the film came out (\($0))." },
        reviewWithoutRating: "A review needs a rating.",
        watchNotFound: "There is no such watch in your diary."
    )

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
