/// The JSON API of Diary: its operations (`APIOperation+Diary.swift`) and documents (`Schema+Diary.swift`).
enum DiaryAPI: FeatureAPI {
    static let operations: [APIOperation] = [
        .diary, .logWatch, .undoDeleteWatch, .setDiaryVisibility, .watch, .editWatch, .deleteWatch, .statistics,
        .filmMarks,
    ]

    static let schemas: KeyValuePairs<String, Schema> = [
        "WatchDraft": .watchDraft, "WatchChange": .watchChange, "Watch": .watch, "Diary": .diary,
        "Statistics": .statistics, "DiaryVisibility": .diaryVisibility, "FilmMarks": .filmMarks,
    ]
}
