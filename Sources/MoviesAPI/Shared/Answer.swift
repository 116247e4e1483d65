/// One answer an operation gives: its status, what it means and the document it carries. The failures every
/// operation shares are ``Failure``s, written once in `components/responses`.
public struct Answer: Sendable {
    public let status: Int
    public let description: String
    public let content: (type: String, schema: Schema)?
    public let headers: [Header]
    public let links: JSONValue?
    /// Set for a shared failure, which the document refers to by name.
    public let failure: Failure?

    /// A header an answer sets.
    public struct Header: Sendable {
        public let name: String
        public let schema: Schema
        public let description: String?

        public init(_ name: String, _ schema: Schema, _ description: String? = nil) {
            self.name = name
            self.schema = schema
            self.description = description
        }
    }

    public init(
        _ status: Int, _ description: String, _ schema: Schema? = nil, type: String = "application/json",
        headers: [Header] = [], links: JSONValue? = nil
    ) {
        self.status = status
        self.description = description
        self.content = schema.map { (type, $0) }
        self.headers = headers
        self.links = links
        self.failure = nil
    }

    init(failure: Failure) {
        self.status = failure.status
        self.description = failure.description
        self.content = (type: "application/json", schema: .ref("Error"))
        self.headers = failure.headers
        self.links = nil
        self.failure = failure
    }

    public static func ok(_ description: String, _ schema: Schema) -> Answer { Answer(200, description, schema) }
    public static func created(
        _ description: String, _ schema: Schema, headers: [Header] = [], links: JSONValue? = nil
    )
        -> Answer
    { Answer(201, description, schema, headers: headers, links: links) }
    public static func noContent(_ description: String) -> Answer { Answer(204, description) }

    public static let badRequest = Answer(failure: .badRequest)
    public static let unauthorized = Answer(failure: .unauthorized)
    public static let forbidden = Answer(failure: .forbidden)
    public static let notFound = Answer(failure: .notFound)
    public static let conflict = Answer(failure: .conflict)
    public static let tooLarge = Answer(failure: .tooLarge)
    public static let unsupportedMediaType = Answer(failure: .unsupportedMediaType)
    public static let uriTooLong = Answer(failure: .uriTooLong)
    public static let tooManyRequests = Answer(failure: .tooManyRequests)
    public static let unavailable = Answer(failure: .unavailable)
}
