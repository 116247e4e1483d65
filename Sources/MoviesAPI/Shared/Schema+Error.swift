extension Schema {
    /// What every failure answers: a code for programs and a sentence for people.
    static let error = Schema.object(
        [
            "error": .object(
                [
                    "code": .string().described(
                        "Stable, for programs: `invalid_query`, `invalid_page`, `page_out_of_range`, `not_found`, `sign_in_required`, `invalid_token`, `insufficient_scope`, `too_many_attempts`, …"
                    ),
                    "message": .string().described("One sentence for a person."),
                    "field": .string().described("The parameter or body field at fault, where one is."),
                ], required: ["code", "message"])
        ], required: ["error"])
}
