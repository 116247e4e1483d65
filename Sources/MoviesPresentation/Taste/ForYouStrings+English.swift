import MoviesDomain

extension ForYouStrings {
    public static let english = ForYouStrings(
        heading: "For you",
        personal: { "From your \($0) rated films, the films you are likely to rate highest." },
        needsMore: {
            "Rate \($0) more film\($0 == 1 ? "" : "s") and these become your own; until then, films critics love in the genres you watch."
        },
        likely: { "About \($0)/10 for you" },
        notInterested: "Not interested",
        dismissed: { "“\($0)” will not be suggested again." },
        undo: "Undo",
        restored: { "“\($0)” may be suggested again." },
        nothing: "Nothing to suggest yet: log and rate films you watched.",
        unavailable: "For you is made from the catalog’s films; it is not available here.",
        person: { credit, films, rating in
            "You rated \(films) films \(credit) \(rating == 10 ? "10/10" : "\(rating) or more")"
        },
        credited: { name, role in
            switch role {
            case .director: "directed by \(name)"
            case .writer: "written by \(name)"
            case .cast: "with \(name)"
            }
        },
        genre: { "You rate \($0.lowercased()) films above your average (\($1) rated)" },
        decade: { "You rate films of the \($0)s above your average (\($1) rated)" },
        country: { "You rate films made in \($0) above your average (\($1) rated)" },
        kindred: { "\($0) members with a taste like yours rate it above their average" },
        alike: { "Like \($0), which you loved" },
        wellLoved: { $0.map { "Critics love it, and you watch \($0.lowercased()) films" } ?? "Critics love it" }
    )
}
