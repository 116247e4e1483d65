/// The JSON API of Lists: its operations (`APIOperation+Lists.swift`) and documents (`Schema+Lists.swift`).
enum ListsAPI: FeatureAPI {
    static let operations: [APIOperation] = [
        .listLists, .createList, .undoListDelete, .getList, .editList, .deleteList, .addListFilm, .placeListFilm,
        .removeListFilm, .getMemberList,
    ]

    static let schemas: KeyValuePairs<String, Schema> = [
        "ListSummary": .listSummary, "Lists": .lists, "FilmList": .filmList, "ListDetails": .listDetails,
        "ListFilm": .listFilm, "ListPlace": .listPlace,
    ]
}
