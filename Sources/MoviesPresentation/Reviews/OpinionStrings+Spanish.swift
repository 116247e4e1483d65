extension OpinionStrings {
    public static let spanish = OpinionStrings(
        members: { average, count in
            "Miembros \(average)/10 · \(count == 1 ? "1 valoración" : "\(count.grouped(".")) valoraciones")"
        },
        noMemberRatings: "Ningún miembro la ha valorado aún.",
        source: { raters, average, count in
            switch raters {
            case .critics: "Crítica \(average)/10 · \(count == 1 ? "1 reseña" : "\(count.grouped(".")) reseñas")"
            case .audience: "Usuarios de TMDB \(average)/10 · \(count == 1 ? "1 voto" : "\(count.grouped(".")) votos")"
            }
        },
        histogram: "Valoraciones de los miembros",
        bar: { stars, count in "\(stars): \(count == 1 ? "1 miembro" : "\(count.grouped(".")) miembros")" },
        likes: { $0 == 1 ? "A 1 miembro le resultó útil" : "A \($0.grouped(".")) miembros les resultó útil" },
        notLiked: "No habías marcado esta reseña como útil.",
        like: "Útil",
        likeLabel: { "Útil: la reseña de \($0)" }
    )
}
