extension FeedStrings {
    public static let spanish = FeedStrings(
        heading: "De los miembros que sigues",
        tab: "Actividad",
        activityOf: { "Lo que \($0) vio y listó" },
        watched: { name, count, title in title.map { "\(name) vio \($0)" } ?? "\(name) vio \(count) películas" },
        reviewed: { name, count, title in
            title.map { "\(name) reseñó \($0)" } ?? "\(name) reseñó \(count) películas"
        },
        listed: { name, list in "\(name) creó una lista: \(list)" },
        added: { name, count, title, list in
            title.map { "\(name) añadió \($0) a \(list)" } ?? "\(name) añadió \(count) películas a \(list)"
        },
        watchedOn: { "el \($0)" },
        rewatch: "la volvió a ver",
        liked: "le gustó",
        spoilersHidden: "La reseña desvela la trama: ábrela en la página de la película.",
        empty: "Aún no hay nada. Sigue a miembros desde su perfil (Seguir, bajo su nombre) para ver lo que ven.",
        older: "Anteriores"
    )
}
