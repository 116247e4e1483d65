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
        emptyList: "Aún no hay películas en esta lista."
    )
}
