import MoviesDomain

extension PickStrings {
    public static let english = PickStrings(
        heading: "Tonight’s pick",
        invitation: "Pick a film for tonight with friends",
        intro: "Films none of you has watched: the one the least happy of you likely rates highest first.",
        withLabel: "Watch with", lengthLabel: "Length", anyLength: "Any length",
        under: { $0 % 60 == 0 ? "Under \($0 / 60) h" : $0 < 60 ? "Under \($0) min" : "Under \($0 / 60) h \($0 % 60)" },
        genresLabel: "Genres", decadesLabel: "Decades", submit: "Pick films",
        noFriends:
            "Friends (members you follow who follow you back) can pick a film with you. Follow a member to start.",
        chooseFriends: "Choose who watches with you, then pick.",
        nothing: "No film fits all of you: try a longer length, or fewer genres and decades.",
        least: { "Everyone about \($0)/10 or more" },
        likely: { "\($0): about \($1)/10" },
        privateDiary: { "\($0): a private diary" },
        you: "You",
        unavailable: "Tonight’s pick is made from the catalog’s films; it is not available here.",
        person: { credit, films, rating in
            "rated \(films) films \(credit) \(rating == 10 ? "10/10" : "\(rating) or more")"
        },
        genre: { "rates \($0.lowercased()) films above average (\($1) rated)" },
        decade: { "rates films of the \($0)s above average (\($1) rated)" },
        country: { "rates films made in \($0) above average (\($1) rated)" },
        kindred: { "\($0) members of a like taste rate it above their average" },
        alike: { "like \($0), loved" },
        wellLoved: { $0.map { "critics love it; watches \($0.lowercased()) films" } ?? "critics love it" },
        saved: "saved it to watch"
    )
}
