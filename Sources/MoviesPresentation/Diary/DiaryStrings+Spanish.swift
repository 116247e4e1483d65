import Foundation

extension DiaryStrings {
    public static let spanish = DiaryStrings(
        diary: "Diario",
        log: "Anotar",
        logWatch: "Anotar una película vista",
        watchedOn: "Vista el",
        dateUnknown: "Fecha desconocida",
        rating: "Puntuación",
        noRating: "Sin puntuación",
        rewatch: "Vista de nuevo",
        watched: "Vista",
        liked: "Me gustó",
        reviewed: "Con reseña",
        review: "Reseña",
        spoilers: "Revela la trama",
        keepSaved: "Dejarla en mis películas guardadas",
        edit: "Editar",
        delete: "Borrar",
        emptyDiary: "Tu diario está vacío. Anota una película desde su página.",
        noWatchesFiltered: { rewatch, year, rating, tag in
            let watches = rewatch.map { $0 ? "revisionados" : "primeros visionados" } ?? "visionados"
            return "No hay \(watches)" + (tag.map { " con la etiqueta \u{201C}\($0)\u{201D}" } ?? "")
                + (year.map { " en \($0)" } ?? "") + (rating.map { " con nota \($0)/10" } ?? "")
                + "."
        },
        month: { year, month in "\(monthNames[month - 1].capitalized) de \(year)" },
        shortDay: { month, day in "\(day) \(monthNames[month - 1].prefix(3))" },
        logged: { title, unsaved in
            "Anotada \u{00AB}\(title)\u{00BB}." + (unsaved ? " Ya no está en tus películas guardadas." : "")
        },
        gaveDay: { title, day, unsaved in
            "Tu anotación de \u{00AB}\(title)\u{00BB} no tenía día: ahora es del \(day)."
                + (unsaved ? " Ya no está en tus películas guardadas." : "")
        },
        changed: { "Cambiada tu anotación de \u{00AB}\($0)\u{00BB}." },
        deleted: { "Borrada tu anotación de \u{00AB}\($0)\u{00BB}." },
        watchDeleted: "Anotación borrada.",
        undo: "Deshacer",
        filter: "Filtrar",
        year: "Año",
        takeOffSaved: "Quitarla de mis películas guardadas",
        timesWatched: { times, lastDay in
            let count = times == 1 ? "Vista una vez" : "Vista \(times) veces"
            return lastDay.map { "\(count), la última el \($0)" } ?? count
        },
        yourRating: { "tu puntuación \($0)/10" },
        anyYear: "Cualquier año",
        anyRating: "Cualquier puntuación",
        tags: "Etiquetas",
        tagsHint: "Separadas por comas: cine, 35mm",
        anyTag: "Cualquier etiqueta",
        rewatchesOnly: "Vistas de nuevo",
        firstWatchesOnly: "Primeras vistas",
        publicDiary: { "Cualquiera puede leer tu diario y tus estadísticas, en \($0)." },
        privateDiary: "Solo tú puedes leer tu diario.",
        makePublic: "Hacerlo público",
        makePrivate: "Hacerlo privado",
        madePublic: "Tu diario ahora es público.",
        madePrivate: "Tu diario ahora es privado.",
        picksHeading: "La película de esta noche",
        shapesPicksSaid:
            "Tus notas orientan las películas que tus amigos eligen contigo; no se muestra nada de ellas, ni una estimación.",
        shapesNoPicksSaid:
            "Lo que tus amigos eligen contigo no lee tu diario privado: no pueden saber tus gustos ni lo que has visto.",
        letShapePicks: "Que mis notas orienten sus elecciones",
        stopShapingPicks: "Dejar de hacerlo",
        shapesPicksOn: "Tus notas orientan ahora lo que eligen tus amigos, sin nombrarte.",
        shapesPicksOff: "Lo que eligen tus amigos ya no lee tu diario.",
        diaryOf: { "Diario de \($0)" },
        statisticsOf: { "Estadísticas de \($0)" },
        statistics: "Estadísticas",
        allTime: "Desde siempre",
        yearInReview: { "Resumen de \($0)" },
        films: { $0 == 1 ? "1 película" : "\($0.grouped(".")) películas" },
        hours: { $0 == 1 ? "1 hora" : "\($0.grouped(".")) horas" },
        watchesByMonth: "Películas vistas por mes",
        watchesByWeekday: "Por día de la semana",
        watchesByYear: "Por año",
        ratings: "Puntuaciones",
        decades: "Décadas",
        genres: "Géneros",
        directors: "Directores más vistos",
        actors: "Actores más vistos",
        highestRated: "Mejor puntuadas",
        yearCard: "El año como imagen para compartir",
        firstAndRewatches: { first, again in
            "\(first.grouped(".")) vista\(first == 1 ? "" : "s") por primera vez · \(again.grouped(".")) vista\(again == 1 ? "" : "s") de nuevo"
        },
        longestRun: { days, first, last in
            days == 1 ? "1 día, \(first)" : "\(days) días seguidos, del \(first) al \(last)"
        },
        noStatistics: "Aún no hay nada visto en este tiempo.",
        weekdays: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
        months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
        decade: { "años \($0 < 2000 && $0 % 100 != 0 ? String(format: "%02d", $0 % 100) : String($0))" },
        notADay: { "\u{00AB}\($0)\u{00BB} no es un día; escríbelo como 2025-03-12." },
        dayInTheFuture: "Ese día aún no ha llegado.",
        dayBeforeRelease: { "Ese día es anterior al estreno de la película (\($0))." },
        reviewWithoutRating: "Una reseña necesita una puntuación.",
        watchNotFound: "No hay tal anotación en tu diario.",
        loggedAndDeleted: "Esta anotación se guardó cuando se envió por primera vez, y después se borró.",
        stillSending: "Esta anotación se está guardando desde su primer envío; vuelve a mirar en un momento.",
        watchesOf: { "Tus anotaciones de \u{201C}\($0)\u{201D}." },
        allWatches: "Todas las anotaciones",
        yourFilms: "Tus películas",
        latestWatched: "Visto últimamente",
        openDiary: { $0 == 1 ? "Tu diario (1 anotación)" : "Tu diario (\($0.grouped(".")) anotaciones)" },
        savedNotWatched: "Guardadas, sin ver aún",
        allSaved: "Todas las guardadas",
        yourFilmsEmpty: "Guarda películas y anota lo que ves, y te esperarán aquí."
    )

    private static let monthNames = [
        "enero", "febrero", "marzo", "abril", "mayo", "junio",
        "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    ]
}
