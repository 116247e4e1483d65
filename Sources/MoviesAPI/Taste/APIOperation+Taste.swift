extension APIOperation {
    public static let getForYou = APIOperation(
        "getForYou", .get, "/api/for-you",
        summary:
            "Films you have not watched, most likely to be rated highest first, from your own ratings; each with why.",
        tag: .diary, access: .member,
        answers: [.ok("The films.", .ref("ForYou")), .notFound])

    public static let dismissFilm = APIOperation(
        "dismissFilm", .put, "/api/for-you/dismissed/{filmId}",
        summary: "Not interested: the film is not suggested to you again.",
        tag: .diary, access: .member,
        parameters: [
            .film()
        ],
        answers: [.noContent("Set aside."), .notFound])

    public static let undismissFilm = APIOperation(
        "undismissFilm", .delete, "/api/for-you/dismissed/{filmId}",
        summary: "Bring a film set aside back into For you.",
        tag: .diary, access: .member,
        parameters: [
            .film()
        ],
        answers: [.noContent("Brought back."), .notFound])

    public static let getPick = APIOperation(
        "getPick", .get, "/api/pick",
        summary:
            "Tonight's pick: films none of you and your friends has watched, the one the least happy of you likely rates highest first; each with everyone's likely rating and why.",
        tag: .diary, access: .member,
        parameters: [
            .query(
                "with", .array(of: .string(), maxItems: 30),
                "a friend to watch with (a member you follow who follows you back), or several separated by commas; 1 to 7 of them"
            ),
            .query(
                "under", .string(maxLength: 20).examples("120", "2h", "1h30"),
                "the longest a film may run, in minutes or hours; films of unknown length are left out"),
            .query(
                "genre", .array(of: .string(), maxItems: 30),
                "a genre (`drama`, `science-fiction`); several mean films of any of them"),
            .query(
                "decade", .array(of: .string(), maxItems: 30),
                "a decade (`1970s`, `1990`); several mean films of any of them"),
        ],
        answers: [.ok("The films.", .ref("Pick")), .notFound])
}
