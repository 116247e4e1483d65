extension Schema {
    static let user = Schema.object(
        [
            "id": .string(),
            "name": .string(),
            "fullName": .object(
                [
                    "given": .string(),
                    "family": .string(),
                ], required: ["given", "family"]),
            "joined": .string(format: "date-time"),
        ], required: ["id", "name", "fullName", "joined"])

    static let newUser = Schema.object(
        [
            "name": .string(minLength: 3, maxLength: 30).described("letters, digits, `.`, `_`, `-`, of one script"),
            "fullName": .object(
                [
                    "given": .string(minLength: 1, maxLength: 100),
                    "family": .string(minLength: 1, maxLength: 100),
                ], required: ["given", "family"]),
            "password": .string(minLength: 8).described("8 characters to 72 bytes, no control character"),
        ], required: ["name", "fullName", "password"])

    static let credentials = Schema.object(
        [
            "name": .string(),
            "password": .string(),
        ], required: ["name", "password"])

    static let password = Schema.object(
        [
            "password": .string()
        ], required: ["password"])
}
