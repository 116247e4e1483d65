extension APIOperation {
    /// Who may call an operation.
    public enum Access: Sendable {
        /// Anyone: a signed-in caller may be answered differently (their own diary, a private profile).
        case anyone
        /// A signed-in member, by token or session; a token needs the write scope for a write.
        case member
        /// No one signed in: what it needs (a name and password) comes in the body.
        case credentials
    }

    /// A parameter in the path or the query.
    public struct Parameter: Sendable {
        public enum Location: String, Sendable { case path, query }

        public let name: String
        public let location: Location
        public let schema: Schema
        public let description: String?
        public let required: Bool
        /// One example, or (`examples`) several by name.
        public let example: JSONValue?
        public let examples: JSONValue?

        public static func path(
            _ name: String, _ schema: Schema, _ description: String? = nil, example: JSONValue? = nil
        )
            -> Parameter
        {
            Parameter(
                name: name, location: .path, schema: schema, description: description, required: true, example: example,
                examples: nil)
        }

        public static func query(
            _ name: String, _ schema: Schema, _ description: String? = nil, required: Bool = false,
            example: JSONValue? = nil, examples: JSONValue? = nil
        ) -> Parameter {
            Parameter(
                name: name, location: .query, schema: schema, description: description, required: required,
                example: example, examples: examples)
        }
    }

    /// What a request carries.
    public struct Body: Sendable {
        public let type: String
        public let schema: Schema
        public let required: Bool

        public static func json(_ schema: Schema, required: Bool = true) -> Body {
            Body(type: "application/json", schema: schema, required: required)
        }

        public static func form(_ schema: Schema) -> Body {
            Body(type: "multipart/form-data", schema: schema, required: true)
        }
    }
}
