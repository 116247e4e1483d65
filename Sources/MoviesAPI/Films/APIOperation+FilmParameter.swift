extension APIOperation.Parameter {
    /// A film's id in the path, as every operation on one film takes it.
    static func film(_ name: String = "filmId") -> APIOperation.Parameter {
        .path(
            name, .string(pattern: "^((catalog|tmdb):)?[0-9]{1,12}$"),
            "a film's id, with its source (`catalog:17738`, `tmdb:155`) or a bare number of the source in use",
            example: "catalog:17738")
    }
}
