/// The JSON API of Saved: its operations (`APIOperation+Saved.swift`) and documents (`Schema+Saved.swift`).
enum SavedAPI: FeatureAPI {
    static let operations: [APIOperation] = [.savedFilms, .removeAllSaved, .undoSaved, .saveFilm, .removeSaved]

    static let schemas: KeyValuePairs<String, Schema> = [
        "SavedFilms": .savedFilms, "SavedFilmsAnswer": .savedFilmsAnswer,
    ]
}
