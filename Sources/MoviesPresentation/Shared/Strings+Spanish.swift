import MoviesDomain

extension Strings {
    public static let spanish = Strings(
        language: .spanish,
        appName: "Películas",
        searchLabel: "Buscar películas",
        searchPlaceholder: "Busca películas por título",
        searchButton: "Buscar",
        recentSearches: "Búsquedas recientes",
        suggestions: "Sugerencias",
        removeRecentSearch: { "Quitar «\($0)» de las búsquedas recientes" },
        clearRecentSearches: "Borrar todas",
        menu: "Menú",
        scrollRowBack: "Desplazar la fila hacia atrás",
        scrollRowForward: "Desplazar la fila hacia delante",
        loading: "Cargando…",
        loadingMore: "Cargando más películas…",
        loadMoreFailed: "No se pudieron cargar más películas.",
        nextPage: "Página siguiente",
        previousPage: "Página anterior",
        pageOf: { "Página \($0) de \($1)" },
        cachedResults: { age in
            switch age {
            case .justNow: "Resultados guardados hace un momento."
            case .minutes(let count): "Resultados guardados hace \(count) minuto\(count == 1 ? "" : "s")."
            case .hours(let count): "Resultados guardados hace \(count) hora\(count == 1 ? "" : "s")."
            case .days(let count): "Resultados guardados hace \(count) día\(count == 1 ? "" : "s")."
            }
        },
        tryAgain: "Reintentar",
        noResults: { "Ninguna película coincide con «\($0)»." },
        catalogCoverage: "El catálogo reúne 17.472 películas estrenadas entre 1940 y 2014, con su título en inglés.",
        homeIntro:
            "Encuentra una película como recuerdes su título, explora por género y década, y lleva un diario de lo que ves.",
        skipToContent: "Saltar al contenido",
        didYouMean: "¿Quisiste decir {query}?",
        showingFilmsFor: "Mostrando películas de {query}.",
        resultsShown: { shown, total in "Mostrando \(shown.grouped(".")) de \(total.grouped("."))" },
        resultsShownTemplate: "Mostrando {shown} de {total}",
        resultsRange: { first, last, total in
            "Mostrando \(first.grouped("."))–\(last.grouped(".")) de \(total.grouped("."))"
        },
        noRating: "Sin valoración",
        ratingOutOfTen: { "valoración \($0) de 10" },
        backToResults: "← Volver a los resultados",
        posterAlt: { "Póster de \($0)" },
        toBeAnnounced: "Por anunciar",
        day: { year, month, day in "\(day) de \(monthNames[month - 1]) de \(year)" },
        minutes: { "\($0) min" },
        ratedBy: { raters, count in
            switch raters {
            case .critics: "Crítica · \(count == 1 ? "1 reseña" : "\(count) reseñas")"
            case .audience: "Público · \(count == 1 ? "1 voto" : "\(count) votos")"
            }
        },
        showAllCast: { "Mostrar los \($0)" },
        castBestKnownFirst: "Reparto, los más conocidos primero",
        castWithoutBilling:
            "El catálogo no guarda el orden de los créditos, así que este orden es una estimación: un protagonista puede aparecer después de un papel pequeño.",
        directedBy: { "Dirigida por \($0)" },
        factLabel: { kind in
            switch kind {
            case .originalTitle: "Título original"
            case .tagline: "Eslogan"
            case .released: "Estreno"
            case .runtime: "Duración"
            case .genres: "Géneros"
            case .rating: "Valoración"
            case .directors: "Dirección"
            case .writers: "Guion"
            case .cast: "Reparto"
            case .countries: "Países"
            case .languages: "Idiomas"
            case .certification: "Clasificación"
            case .metascore: "Metascore"
            case .awards: "Premios"
            case .production: "Producción"
            case .boxOffice: "Taquilla"
            case .status: "Estado"
            case .imdb: "IMDb"
            case .addedBy: "Añadida por"
            }
        },
        oscars: { won, nominated in
            [
                won > 0 ? "Ganó \(won) \(won == 1 ? "premio Óscar" : "premios Óscar")." : nil,
                nominated > 0 ? "\(nominated) \(nominated == 1 ? "nominación" : "nominaciones") al Óscar." : nil,
            ].compactMap { $0 }.joined(separator: " ")
        },
        queryEmpty: "Escribe un título para buscar.",
        queryTooLong: { length, maximum in
            "La búsqueda tiene \(length) caracteres; el límite es \(maximum)."
        },
        pageNotANumber: { "La página debe ser un número entero, no «\($0)»." },
        pageNotPositive: { "La página \($0) no existe; las páginas empiezan en 1." },
        pageAboveMaximum: { _, maximum in
            "Los resultados llegan hasta la página \(maximum); prueba una búsqueda con más palabras."
        },
        pageBeyondLast: { page, lastPage in
            lastPage == 0
                ? "La página \(page) no existe: la búsqueda no encontró nada."
                : "La página \(page) no existe; la última es la \(lastPage)."
        },
        firstPage: "Ir a la página 1",
        addressMalformed: "Esta dirección no es válida; revísala o vuelve a buscar.",
        movieNotFound: "Ninguna película tiene este identificador.",
        pageNotFound: "Esta página no existe.",
        unavailable: "Ahora mismo no se pueden cargar las películas. Inténtalo de nuevo.",
        unexpected: "Algo ha fallado por nuestra parte. Inténtalo de nuevo.",
        languageLabel: "Idioma",
        catalogCredit: "Datos de películas: colaboradores de Wikidata (CC0 1.0)",
        tmdbCredit: "Este producto usa la API de TMDB, pero TMDB no lo respalda ni lo certifica."
    )

    private static let monthNames = [
        "enero", "febrero", "marzo", "abril", "mayo", "junio",
        "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    ]
}
