extension BrowseStrings {
    public static let spanish = BrowseStrings(
        keysHeading: "Teclas",
        move: "mover",
        open: "abrir",
        back: "volver",
        search: "buscar",
        save: "guardar",
        help: "ayuda",
        quit: "salir",
        editBox: "vaciar la caja · borrar una palabra",
        leaveBox: "salir de la caja",
        suspend: "suspender (fg reanuda)",
        nextTab: "buscar · explorar · guardadas",
        retry: "reintentar",
        review: "reseña",
        remove: "quitar",
        undo: "deshacer",
        pages: "páginas",
        role: "función",
        scroll: "desplazar",
        typeToSearch: "Escribe un título. Las sugerencias siguen tus teclas; Intro muestra todas las películas.",
        enterForAll: "Intro: todas",
        tooSmall: { "Agranda la terminal a \($0)×\($1) como mínimo." }
    )
}
