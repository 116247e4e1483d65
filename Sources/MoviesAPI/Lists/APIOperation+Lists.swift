extension APIOperation {
    public static let listLists = APIOperation(
        "listLists", .get, "/api/lists", summary: "The signed-in member's lists, the one changed last first.",
        tag: .lists, access: .member,
        answers: [.ok("The lists.", .ref("Lists"))])

    public static let createList = APIOperation(
        "createList", .post, "/api/lists", summary: "Make a list; its address is made from its title.",
        tag: .lists, access: .member,
        body: .json(.ref("ListDetails")),
        answers: [.created("The list made.", .ref("FilmList")), .notFound, .conflict])

    public static let undoListDelete = APIOperation(
        "undoListDelete", .post, "/api/lists/undo", summary: "Bring back the list deleted last.",
        tag: .lists, access: .member,
        answers: [.ok("The lists, with what came back.", .ref("Lists")), .notFound, .unsupportedMediaType])

    public static let getList = APIOperation(
        "getList", .get, "/api/lists/{id}",
        summary: "One of the member's lists, a page of its films in their places.",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 200), "a list's id, its address, or its title"),
            .query("page", .integer(minimum: 1, maximum: 500)),
        ],
        answers: [.ok("The list.", .ref("FilmList")), .notFound])

    public static let editList = APIOperation(
        "editList", .put, "/api/lists/{id}",
        summary:
            "Change a list's details; what is left out stays. A new title gives a new address, and the old one still leads to it.",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a list's id")
        ],
        body: .json(.ref("ListDetails")),
        answers: [.ok("The list.", .ref("FilmList")), .notFound])

    public static let deleteList = APIOperation(
        "deleteList", .delete, "/api/lists/{id}", summary: "Delete a list (undo brings it back until the next delete).",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a list's id")
        ],
        answers: [.ok("The lists left.", .ref("Lists")), .notFound, .unsupportedMediaType])

    public static let addListFilm = APIOperation(
        "addListFilm", .post, "/api/lists/{id}/films", summary: "Put a film at the end of the list.",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a list's id")
        ],
        body: .json(.ref("ListFilm")),
        answers: [.created("The list.", .ref("FilmList")), .notFound, .conflict])

    public static let placeListFilm = APIOperation(
        "placeListFilm", .put, "/api/lists/{id}/films/{filmId}",
        summary: "Move a film to a place (1 is first), set its note, or both.",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a list's id"),
            .path("filmId", .string(minLength: 1, maxLength: 40), "catalog:17738 or 17738"),
        ],
        body: .json(.ref("ListPlace")),
        answers: [.ok("The list.", .ref("FilmList")), .notFound])

    public static let removeListFilm = APIOperation(
        "removeListFilm", .delete, "/api/lists/{id}/films/{filmId}", summary: "Take a film out of the list.",
        tag: .lists, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "a list's id"),
            .path("filmId", .string(minLength: 1, maxLength: 40), "catalog:17738 or 17738"),
        ],
        answers: [.ok("The list.", .ref("FilmList")), .notFound, .unsupportedMediaType])

    public static let getMemberList = APIOperation(
        "getMemberList", .get, "/api/members/{name}/lists/{slug}",
        summary: "A member's public list (or the viewer's own), by its address or one it had.",
        tag: .lists, access: .anyone,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64)),
            .path("slug", .string(minLength: 1, maxLength: 64)),
            .query("page", .integer(minimum: 1, maximum: 500)),
        ],
        answers: [.ok("The list.", .ref("FilmList")), .notFound])
}
