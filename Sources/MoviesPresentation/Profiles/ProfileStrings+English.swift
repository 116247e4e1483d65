extension ProfileStrings {
    public static let english = ProfileStrings(
        favourites: "Favourite films",
        noFavourites: "Choose up to four with “Add to favourites” on a film’s page.",
        films: { $0 == 1 ? "film" : "films" },
        thisYear: "this year",
        reviews: { $0 == 1 ? "review" : "reviews" },
        lists: { $0 == 1 ? "list" : "lists" },
        recentlyWatched: "Recently watched",
        ratings: "Ratings",
        average: { average, count in
            "\(average)/10 on average · \(count == 1 ? "1 rated film" : "\(count.grouped(",")) rated films")"
        },
        addFavourite: "Add to favourites",
        removeFavourite: "Remove from favourites",
        added: { "“\($0)” is one of your favourites now." },
        removed: { "“\($0)” is no longer one of your favourites." },
        isFavourite: { position, count in "Favourite \(position) of \(count)" }
    )
}
