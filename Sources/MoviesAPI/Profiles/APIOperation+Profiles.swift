extension APIOperation {
    public static let getProfile = APIOperation(
        "getProfile", .get, "/api/members/{name}",
        summary:
            "A member's profile as the caller may see it: favourites, counts, ratings, public lists, recent watches of a public diary, a page of reviews.",
        tag: .members, access: .anyone,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64)),
            .query("page", .integer(minimum: 1, maximum: 500)),
        ],
        answers: [.ok("The profile.", .ref("Profile")), .notFound])

    public static let listFavourites = APIOperation(
        "listFavourites", .get, "/api/me/favourites",
        summary: "The signed-in member's favourite films, at most four, in their order.",
        tag: .members, access: .member,
        answers: [.ok("The favourites.", .ref("Favourites"))])

    public static let addFavourite = APIOperation(
        "addFavourite", .put, "/api/me/favourites/{filmId}",
        summary: "Make a film the next favourite: four at most (a 409 past them), a 409 for one already there",
        tag: .members, access: .member,
        parameters: [
            .film()
        ],
        answers: [.ok("The favourites now.", .ref("Favourites")), .notFound, .conflict])

    public static let removeFavourite = APIOperation(
        "removeFavourite", .delete, "/api/me/favourites/{filmId}",
        summary: "Take a film out of the favourites; a 404 `not_favourite` when it is not one",
        tag: .members, access: .member,
        parameters: [
            .film()
        ],
        answers: [.ok("The favourites now.", .ref("Favourites")), .notFound])
}
