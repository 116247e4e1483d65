extension ProfileStrings {
    public static let spanish = ProfileStrings(
        favourites: "Películas favoritas",
        noFavourites: "Elige hasta cuatro con «Añadir a favoritas» en la página de una película.",
        films: { $0 == 1 ? "película" : "películas" },
        thisYear: "este año",
        reviews: { $0 == 1 ? "reseña" : "reseñas" },
        lists: { $0 == 1 ? "lista" : "listas" },
        recentlyWatched: "Vistas hace poco",
        ratings: "Valoraciones",
        average: { average, count in
            "\(average)/10 de media · \(count == 1 ? "1 película valorada" : "\(count.grouped(".")) películas valoradas")"
        },
        addFavourite: "Añadir a favoritas",
        removeFavourite: "Quitar de favoritas",
        added: { "«\($0)» es ahora una de tus favoritas." },
        removed: { "«\($0)» ya no es una de tus favoritas." },
        isFavourite: { position, count in "Favorita \(position) de \(count)" }
    )
}
