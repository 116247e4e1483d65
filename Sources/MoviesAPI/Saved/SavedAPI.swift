/// Saved's part of the JSON API: its operations (`Operation+Saved.swift`) and documents (`Schema+Saved.swift`).
enum SavedAPI: FeatureAPI {
    static let operations: [Operation] = [.savedFilms, .removeAllSaved, .undoSaved, .saveFilm, .removeSaved]

    static let schemas: KeyValuePairs<String, Schema> = [
        "SavedFilms": .savedFilms, "SavedFilmsAnswer": .savedFilmsAnswer,
    ]
}
