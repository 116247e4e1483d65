extension APIOperation {
    /// The groups the document shows operations in, in its order.
    public enum Tag: String, Sendable, CaseIterable {
        case films, browse, accounts, tokens, saved, reviews, diary, meta, lists, members

        public var description: String? {
            switch self {
            case .lists: "Members' lists of films: made, filled, reordered, read."
            case .members: "Members' profiles and favourite films."
            default: nil
            }
        }
    }
}

extension APIOperation.Tag {
    var json: JSONValue {
        .object(
            [JSONValue.Member("name", .string(rawValue))]
                + (description.map { [JSONValue.Member("description", .string($0))] } ?? []))
    }
}
