import MoviesDomain

extension TransferStrings {
    public static let spanish = TransferStrings(
        heading: "Tus datos",
        exportIntro:
            "Todo lo que guardas aquí en un zip: movies.json (películas guardadas, diario, reseñas, puntuaciones) y archivos CSV que Letterboxd puede importar.",
        exportButton: "Descargar mis datos",
        importHeading: "Importar",
        importIntro:
            "Trae tu historial: la exportación de Letterboxd o de Trakt (el zip de su Settings → Data), el CSV de puntuaciones o de lista de IMDb, la actividad de Netflix (NetflixViewingHistory.csv), o un zip exportado de este sitio. Las series y episodios se omiten; nada se añade dos veces.",
        importFile: "Archivo",
        importRead: "Leer el archivo",
        importDates: "Fechas del archivo",
        dayOrders: { order in
            switch order {
            case nil: "Leerlas del archivo"
            case .dayFirst: "Día primero (31/12/2024)"
            case .monthFirst: "Mes primero (12/31/2024)"
            }
        },
        readSummary: { rows, origin, found, toChoose, refused in
            "Leídas \(rows.grouped(".")) filas de \(origin): \(found.grouped(".")) películas encontradas, \(toChoose.grouped(".")) por elegir, \(refused.grouped(".")) filas rechazadas."
        },
        toAdd: { watches, reviews, saved, completed in
            guard watches + reviews + saved + completed > 0 else {
                return "Nada que añadir: tu diario ya lo tiene todo."
            }
            return
                "Por añadir: \(watches.grouped(".")) visionados, \(reviews.grouped(".")) reseñas, \(saved.grouped(".")) películas guardadas"
                + (completed > 0
                    ? "; \(completed.grouped(".")) visionados de tu diario por completar con día, nota o me gusta."
                    : ".")
        },
        listsToAdd: { lists, films in
            "Y \(lists.grouped(".")) listas por crear, \(films.grouped(".")) películas por poner en listas."
        },
        likesToAdd: { likes, favourites in
            "Y \(likes.grouped(".")) visionados por marcar con me gusta, \(favourites.grouped(".")) películas favoritas por añadir."
        },
        chooseIntro: "Estas películas no se encontraron con seguridad: elige la que es, u omítela.",
        rowPlace: { file, line in line > 0 ? "\(file), línea \(line)" : file },
        noFilmHere: "Ninguna película con ese título aquí.",
        skip: "Omitir",
        findFilm: "Búscala, o escribe su id (catalog:42198)",
        find: "Buscar",
        confirm: "Importar",
        importing: { done, total in "Importados \(done.grouped(".")) de \(total.grouped(".")) visionados" },
        cancel: "Detener la importación",
        cancelled: "Detenida: lo escrito se queda. Importa el archivo de nuevo para añadir el resto.",
        added: { watches, reviews, saved, already, completed in
            "Añadidos \(watches.grouped(".")) visionados, \(reviews.grouped(".")) reseñas y \(saved.grouped(".")) películas guardadas"
                + (completed > 0 ? "; completados \(completed.grouped(".")) visionados" : "")
                + (already > 0 ? " (\(already.grouped(".")) visionados ya estaban)." : ".")
        },
        refusedRows: { "\($0.grouped(".")) filas no se importaron:" },
        importAnother: "Importar otro archivo",
        listsAdded: { lists, films in
            "Creadas \(lists.grouped(".")) listas; \(films.grouped(".")) películas puestas en listas."
        },
        likesAdded: { likes, favourites in
            "Marcados con me gusta \(likes.grouped(".")) visionados; añadidas \(favourites.grouped(".")) películas favoritas."
        },
        origins: { origin in
            switch origin {
            case "movies": "la exportación de este sitio"
            case "imdb": "IMDb"
            case "trakt": "Trakt"
            case "netflix": "Netflix"
            default: "Letterboxd"
            }
        },
        importUnderWay: "Ya tienes una importación en curso: espera a que termine y vuelve a intentarlo.",
        importsBusy: "El servidor está ocupado con importaciones de otros miembros: inténtalo de nuevo en un minuto.",
        importsPerDay: {
            "Hoy ya has empezado \($0) importaciones, las que se permiten en un día: vuelve a intentarlo mañana."
        },
        tooManyExports: {
            "Has exportado tus datos muchas veces en esta hora: vuelve a intentarlo en \($0 == 1 ? "un minuto" : "\($0) minutos")."
        },
        transferUnderWay: "Se está leyendo o preparando un archivo tuyo: espera a que termine y vuelve a intentarlo.",
        tooManyUploads: {
            "Has enviado muchos archivos para importar en esta hora: vuelve a intentarlo en \($0 == 1 ? "un minuto" : "\($0) minutos")."
        }
    )
}
