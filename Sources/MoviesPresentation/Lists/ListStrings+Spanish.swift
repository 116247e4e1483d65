extension ListStrings {
    public static let spanish = ListStrings(
        lists: "Listas",
        noLists: "Aún no hay listas.",
        films: { $0 == 1 ? "1 película" : "\($0.grouped(".")) películas" },
        publicList: "Pública",
        privateList: "Privada",
        ranked: "Ordenada",
        created: { "Creada «\($0)»." },
        edited: { "Guardada «\($0)»." },
        deleted: { "Borrada «\($0)»." },
        restored: { "Recuperada «\($0)»." },
        nothingToUndo: "No hay ninguna lista borrada que recuperar.",
        added: { film, list, position in "Añadida «\(film)» a «\(list)» (número \(position.grouped(".")))." },
        moved: { film, position in "«\(film)» pasa al número \(position.grouped("."))." },
        removed: { film, list in "Quitada «\(film)» de «\(list)»." },
        noteSet: { "Anotado por qué «\($0)» está aquí." },
        emptyList: "Aún no hay películas en esta lista.",
        watched: { watched, count in
            count == 1
                ? (watched == 1 ? "Has visto esta película." : "Aún no has visto esta película.")
                : "Has visto \(watched.grouped(".")) de estas \(count.grouped(".")) películas."
        },
        page: ListPageStrings(
            listsOf: { "Listas de \($0)" }, by: { "Una lista de \($0)" }, newList: "Nueva lista", title: "Título",
            description: "Descripción", rankedLabel: "Ordenada: su orden es un ranking",
            publicLabel: "Pública: cualquiera puede leerla", make: "Crear la lista", save: "Guardar",
            edit: "Cambiar la lista", addFilm: "Añadir una película", film: "Película",
            filmHint: "Su id, como en la dirección de la película: 17738 o catalog:17738.",
            note: "Por qué está aquí (opcional)", add: "Añadir", moveUp: { "Subir «\($0)»" },
            moveDown: { "Bajar «\($0)»" }, remove: { "Quitar «\($0)»" }, delete: "Borrar la lista", undo: "Deshacer")
    )
}
