import MoviesDomain

extension ForYouStrings {
    public static let spanish = ForYouStrings(
        heading: "Para ti",
        personal: { "A partir de tus \($0) películas puntuadas, las que probablemente puntúes más alto." },
        needsMore: {
            "Puntúa \($0) película\($0 == 1 ? "" : "s") más y estas serán las tuyas; mientras, películas que la crítica adora en los géneros que ves."
        },
        likely: { "Para ti, un \($0)/10 aprox." },
        notInterested: "No me interesa",
        dismissed: { "«\($0)» no se volverá a sugerir." },
        undo: "Deshacer",
        restored: { "«\($0)» puede volver a sugerirse." },
        nothing: "Aún no hay nada que sugerir: registra y puntúa películas que hayas visto.",
        unavailable: "Para ti se hace con las películas del catálogo; aquí no está disponible.",
        person: { credit, films, rating in
            "Diste \(rating == 10 ? "10/10" : "\(rating) o más") a \(films) películas \(credit)"
        },
        credited: { name, role in
            switch role {
            case .director: "dirigidas por \(name)"
            case .writer: "escritas por \(name)"
            case .cast: "con \(name)"
            }
        },
        genre: { "Puntúas el género \($0.lowercased()) por encima de tu media (\($1) puntuadas)" },
        decade: { "Puntúas las películas de los \($0) por encima de tu media (\($1) puntuadas)" },
        country: { "Puntúas las películas hechas en \($0) por encima de tu media (\($1) puntuadas)" },
        kindred: { "\($0) miembros con un gusto como el tuyo la puntúan por encima de su media" },
        alike: { "Como \($0), que te encantó" },
        wellLoved: { $0.map { "La crítica la adora, y ves \($0.lowercased())" } ?? "La crítica la adora" }
    )
}
