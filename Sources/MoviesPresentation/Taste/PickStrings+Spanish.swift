import MoviesDomain

extension PickStrings {
    public static let spanish = PickStrings(
        heading: "La película de esta noche",
        invitation: "Elige una película para esta noche con amigos",
        intro: "Películas que nadie ha visto: primero la que el menos contento probablemente puntúe más alto.",
        withLabel: "Ver con", lengthLabel: "Duración", anyLength: "Cualquier duración",
        under: {
            $0 % 60 == 0 ? "Menos de \($0 / 60) h" : $0 < 60 ? "Menos de \($0) min" : "Menos de \($0 / 60) h \($0 % 60)"
        },
        genresLabel: "Géneros", decadesLabel: "Décadas", submit: "Elegir películas",
        noFriends:
            "Los amigos (miembros que sigues y te siguen) pueden elegir una película contigo. Sigue a alguien para empezar.",
        chooseFriends: "Elige con quién la ves y pulsa elegir.",
        nothing: "Ninguna película os va a todos: prueba una duración mayor o menos géneros y décadas.",
        least: { "Todos, un \($0)/10 o más aprox." },
        likely: { "\($0): un \($1)/10 aprox." },
        privateDiary: { "\($0): diario privado" },
        you: "Tú",
        unavailable: "La película de esta noche se elige del catálogo; aquí no está disponible.",
        person: { credit, films, rating in
            "dio \(rating == 10 ? "10/10" : "\(rating) o más") a \(films) películas \(credit)"
        },
        genre: { "puntúa el género \($0.lowercased()) por encima de su media (\($1) puntuadas)" },
        decade: { "puntúa las películas de los \($0) por encima de su media (\($1) puntuadas)" },
        country: { "puntúa las películas hechas en \($0) por encima de su media (\($1) puntuadas)" },
        kindred: { "\($0) miembros de gusto parecido la puntúan por encima de su media" },
        alike: { "como \($0), que le encantó" },
        wellLoved: { $0.map { "la crítica la adora; ve \($0.lowercased())" } ?? "la crítica la adora" },
        saved: "la guardó para verla"
    )
}
