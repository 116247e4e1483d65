extension Schema {
    static let listSummary = Schema.object(
        [
            "id": .string(),
            "title": .string(),
            "slug": .string().described("The last part of its address, /u/{name}/lists/{slug}."),
            "films": .integer(),
            "ranked": .boolean,
            "public": .boolean,
            "created": .string(format: "date-time"),
            "updated": .string(format: "date-time"),
            "description": .string(),
        ], required: ["id", "title", "slug", "films", "ranked", "public"])

    static let lists = Schema.object(
        [
            "lists": .array(of: .ref("ListSummary")),
            "notice": .string(),
        ], required: ["lists"])

    static let filmList = Schema.object(
        [
            "id": .string(),
            "title": .string(),
            "description": .string(),
            "slug": .string(),
            "films": .integer(),
            "ranked": .boolean,
            "public": .boolean,
            "page": .integer(),
            "totalPages": .integer(),
            "own": .boolean.described("whether the list is the caller's"),
            "notice": .string(),
            "added": Self.listEntry.described("the film a change put at the end of the list"),
            "entries": .array(of: Self.listEntry),
            "created": .string(format: "date-time"),
            "updated": .string(format: "date-time"),
        ], required: ["id", "title", "slug", "own", "films", "ranked", "public", "page", "totalPages", "entries"])

    static let listEntry = Schema.object(
        [
            "position": .integer(),
            "id": .string(),
            "title": .string(),
            "year": .integer(),
            "posterPath": .string(),
            "note": .string(),
        ], required: ["position", "id", "title"])

    static let listDetails = Schema.object(
        [
            "title": .string(minLength: 1, maxLength: 100),
            "description": .string(maxLength: 2000),
            "ranked": .boolean,
            "public": .boolean,
        ])

    static let listFilm = Schema.object(
        [
            "film": .string().described("catalog:17738, tmdb:155 or 17738"),
            "note": .string(maxLength: 500),
        ], required: ["film"])

    static let listPlace = Schema.object(
        [
            "position": .integer(minimum: 1),
            "note": .string(maxLength: 500),
        ])
}
