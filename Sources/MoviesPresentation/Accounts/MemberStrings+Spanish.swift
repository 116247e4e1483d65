import MoviesDomain

extension MemberStrings {
    public static let spanish = MemberStrings(
        nameTaken: { "El nombre «\($0)» ya está en uso." },
        nameTooClose: { "«\($0)» se parece demasiado a «\($1)», el nombre de un miembro: elige otro." },
        invalidCredentials: "El nombre o la contraseña no son correctos.",
        wrongPassword: "La contraseña no es correcta.",
        accountNotFound: "No existe esa cuenta.",
        signInRequired: "Inicia sesión primero.",
        tooManyAttempts: {
            "Demasiadas contraseñas incorrectas para este nombre. Vuelve a intentarlo en \($0) minuto\($0 == 1 ? "" : "s")."
        },
        tooManyPasswordChecks:
            "Demasiados intentos de entrar desde esta dirección. Espera un momento y vuelve a intentarlo.",
        tooManySignUps: {
            "Demasiadas cuentas nuevas desde esta dirección. Vuelve a intentarlo en \($0) minuto\($0 == 1 ? "" : "s")."
        },
        tooManyWrites: "Demasiados cambios en un minuto. Espera un momento y vuelve a intentarlo.",
        busy: "El servidor está ocupado comprobando contraseñas. Vuelve a intentarlo en un momento.",
        userName: { error in
            switch error {
            case .tooShort(let minimum): "Un nombre necesita al menos \(minimum) caracteres."
            case .tooLong(let maximum): "Un nombre tiene como máximo \(maximum) caracteres."
            case .notAllowed: "Un nombre solo lleva letras, dígitos, «.», «_» y «-»."
            case .edge: "Un nombre empieza y acaba con una letra o un dígito."
            case .reserved(let name): "El nombre «\(name)» está reservado para el sitio."
            case .mixedScripts:
                "Un nombre usa un solo alfabeto: letras de dos (como el latino y el cirílico) se confunden."
            }
        },
        fullName: { error in
            switch error {
            case .empty(.given): "Escribe tu nombre."
            case .empty(.family): "Escribe tus apellidos."
            case .tooLong(_, let maximum): "Un nombre tiene como máximo \(maximum) caracteres."
            case .notAllowed: "Un nombre no puede llevar caracteres de control."
            }
        },
        password: { error in
            switch error {
            case .tooShort(let minimum): "Una contraseña necesita al menos \(minimum) caracteres."
            case .tooLong(let maximum): "Una contraseña tiene como máximo \(maximum) bytes."
            case .controlCharacter:
                "Una contraseña no puede tener tabuladores, saltos de línea ni otros caracteres de control."
            }
        },
        filmID: { "«\($0)» no es un identificador de película (catalog:17738, tmdb:155 o 17738)." },
        filmUnavailable: { "\($0) viene de una fuente que este sitio no lee." },
        ratingOutOfRange: "Una valoración va de 1 a 10.",
        reviewTooLong: { "Una reseña tiene como máximo \($0) caracteres." },
        reviewTooLarge: { "Esta reseña es demasiado grande: como máximo \($0 / 1000) KB de texto." },
        reviewHasBidiControl: "Una reseña no puede tener caracteres que invierten la dirección del texto.",
        reviewHasControlCharacter: "Una reseña no puede tener caracteres de control, solo texto y saltos de línea.",
        savedFilms: "Películas guardadas",
        save: "Guardar",
        saved: "Guardada",
        noSavedFilms: "Aún no has guardado películas.",
        savedTitle: { "Guardada «\($0)»." },
        savedCount: { $0 == 1 ? "1 película guardada" : "\($0) películas guardadas" },
        removed: "Quitada",
        removedCount: { $0 == 1 ? "Se quitó 1 película." : "Se quitaron \($0) películas." },
        undo: "Deshacer",
        undone: "Deshecho.",
        nothingToUndo: "No hay nada que deshacer.",
        removeAll: "Quitar todas",
        removeAllQuestion: { $0 == 1 ? "¿Quitar tu película guardada?" : "¿Quitar las \($0) películas guardadas?" },
        reviews: "Reseñas",
        noReviews: "Aún no hay reseñas.",
        reviewSummary: { count, average in "\(count == 1 ? "1 reseña" : "\(count) reseñas") · \(average)/10 de media" },
        edited: "editada",
        watchedOn: { "vista el \($0)" },
        containsSpoilers: "Contiene spoilers",
        yourReview: "Tu reseña",
        reviewSaved: "Reseña guardada.",
        reviewDeleted: "Reseña borrada.",
        noReviewToDelete: "No tienes ninguna reseña que borrar."
    )
}
