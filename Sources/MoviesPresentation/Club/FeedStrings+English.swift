extension FeedStrings {
    public static let english = FeedStrings(
        heading: "From the members you follow",
        tab: "Feed",
        activityOf: { "What \($0) watched and listed" },
        watched: { name, count, title in title.map { "\(name) watched \($0)" } ?? "\(name) watched \(count) films" },
        reviewed: { name, count, title in
            title.map { "\(name) reviewed \($0)" } ?? "\(name) reviewed \(count) films"
        },
        listed: { name, list in "\(name) made a list: \(list)" },
        added: { name, count, title, list in
            title.map { "\(name) added \($0) to \(list)" } ?? "\(name) added \(count) films to \(list)"
        },
        watchedOn: { "on \($0)" },
        rewatch: "rewatch",
        liked: "liked",
        spoilersHidden: "The review gives the plot away: open the film to read it.",
        empty:
            "Nothing here yet. Follow members from their profiles (Follow, under their name) to see what they watch.",
        older: "Older"
    )
}
