extension AddFilmStrings {
    static let spanish = AddFilmStrings(
        heading: "Añadir una película",
        intro: "Para una película que no está en el catálogo. Una vez añadida es una película como las demás: "
            + "la encuentra la búsqueda y cualquiera puede anotarla, ponerla en listas y reseñarla.",
        notHere: { "¿No está? Añade «\($0)»" },
        title: "Título", year: "Año", originalTitle: "Título original", directors: "Dirección", cast: "Reparto",
        namesHint: "Nombres separados por comas.", runtime: "Duración (minutos)", genres: "Géneros", country: "País",
        language: "Idioma original", imdb: "Id de IMDb", tmdb: "Id de TMDB", letterboxd: "Dirección en Letterboxd",
        optional: "Opcional", add: "Añadir la película",
        lookalikes: "Ya hay películas parecidas. ¿Es alguna de estas?", addAnyway: "Ninguna: añadirla",
        addFromImport: "Añadirla como película nueva",
        addAllFromImport: {
            $0 == 1 ? "Añadir la película que queda e importar" : "Añadir las \($0) películas que quedan e importar"
        },
        correctHeading: "Corregir la película", correct: "Corregirla", saveCorrection: "Guardar la corrección")
}
