extension APIOperation {
    public static let exportAccount = APIOperation(
        "exportAccount", .get, "/api/export",
        summary:
            "The signed-in member's whole data as one zip: movies.json (docs/export.md) and Letterboxd's import CSV. A member exports 10 times an hour (429 beyond); a server busy with other members' imports and exports answers 503 with Retry-After.",
        tag: .diary, access: .member,
        answers: [
            Answer(
                200, "The zip, to save (Content-Disposition names it).", .string(format: "binary"),
                type: "application/zip")
        ])

    public static let importHistory = APIOperation(
        "importHistory", .post, "/api/imports",
        summary:
            "Import a history: Letterboxd's export (zip or one of its CSV files), IMDb's ratings or watchlist CSV, or this site's export zip. The file is read and matched at once; a dry run is answered then, and an import is written in the background (202, its address in Location), one running a member and 20 begun a day. Every file sent counts toward 30 an hour a member, dry runs and refused ones too (429 `too_many_uploads`); a second file of the member's while one is read is a 409 `transfer_running`. Importing the same file again adds nothing.",
        tag: .diary, access: .member,
        body: .form(
            .object(
                [
                    "file": .string(format: "binary").described(
                        "The export, at most 32 MB (48 MB unpacked, 200,000 rows)."),
                    "choices": .string().described(
                        "JSON: {\"Parasite (2019)\": \"catalog:1194793\", \"Heat (1995)\": \"skip\", \"Aftersun (2022)\": \"add\"} for films a first try left to choose: a film's id, `skip`, or `add` to add the film as new from the row's title, year and IMDb id (or the facts an export of this site carries); `\"*\": \"add\"` (or `\"skip\"`) for every film left that no other name chooses. A dry run adds no film. A name no row of the file has is a 400 `invalid_choice`; so is an id that is no film here, and a film that cannot be added (no year, or a film here already, named); films past the 500 an import may add a day are a 429 `too_many_films`."
                    ),
                    "dryRun": .string(oneOf: ["true", "false"]).described("Read and match, write nothing."),
                    "dates": .string(oneOf: ["day-first", "month-first"]).described(
                        "How the file writes its days where it cannot tell (Netflix's viewing activity, whose every date reads either way: a 400 `ambiguous_dates` asks)."
                    ),
                ], required: ["file"])),
        answers: [
            .ok("The dry run: what the import would add.", .ref("ImportResult")),
            Answer(
                202,
                "Read and matched, and being written: follow it at the Location (`GET /api/imports/{id}`), on any server of the site.",
                .ref("ImportJob"), headers: [Answer.Header("Location", .string(), "The import's address.")]),
            .conflict,
        ])

    public static let getImport = APIOperation(
        "getImport", .get, "/api/imports/{id}",
        summary:
            "One of the member's imports: how far it has come, or how it ended and what it wrote. Any server of the site answers.",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "an import's id, as `POST /api/imports` answered it")
        ],
        answers: [.ok("The import.", .ref("ImportJob")), .notFound])

    public static let stopImport = APIOperation(
        "stopImport", .delete, "/api/imports/{id}",
        summary:
            "Stops a running import between two batches: what was written stays, and the import ends `stopped` within a few seconds. An import that has ended is answered as it is.",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64), "an import's id, as `POST /api/imports` answered it")
        ],
        answers: [.ok("The import as it is now (`stopAsked` while it stops).", .ref("ImportJob")), .notFound])
}
