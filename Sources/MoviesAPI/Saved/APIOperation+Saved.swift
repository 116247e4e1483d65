extension APIOperation {
    public static let savedFilms = APIOperation(
        "savedFilms", .get, "/api/saved", summary: "Saved films, newest first",
        tag: .saved, access: .member,
        parameters: [
            .query(
                "page", .integer(minimum: 1, maximum: 500).defaulting(to: 1),
                "20 results a page; past the last is a 400 `page_out_of_range`")
        ],
        answers: [.ok("A page", .ref("SavedFilmsAnswer"))])

    public static let removeAllSaved = APIOperation(
        "removeAllSaved", .delete, "/api/saved", summary: "Remove every saved film (undo brings them back)",
        tag: .saved, access: .member,
        answers: [.ok("The page after", .ref("SavedFilmsAnswer"))])

    public static let undoSaved = APIOperation(
        "undoSaved", .post, "/api/saved/undo", summary: "Take back the last change to the saved films",
        tag: .saved, access: .member,
        answers: [.ok("The page after", .ref("SavedFilmsAnswer"))])

    public static let saveFilm = APIOperation(
        "saveFilm", .put, "/api/saved/{filmId}", summary: "Save a film (with a copy of its poster)",
        tag: .saved, access: .member,
        parameters: [
            .film()
        ],
        answers: [.ok("The page after", .ref("SavedFilmsAnswer")), .notFound])

    public static let removeSaved = APIOperation(
        "removeSaved", .delete, "/api/saved/{filmId}", summary: "Remove a saved film",
        tag: .saved, access: .member,
        parameters: [
            .film()
        ],
        answers: [.ok("The page after", .ref("SavedFilmsAnswer")), .notFound])
}
