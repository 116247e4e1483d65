/// `POST /api/lists` and `PUT /api/lists/{id}`: a list's details as a client sends them. On a change, what
/// is left out stays as it was; `null` is no value of any field, and refused.
struct ListRequest: Decodable {
    let title: String?
    let description: String?
    let ranked: Bool?
    let `public`: Bool?

    enum CodingKeys: String, CodingKey {
        case title, description, ranked, `public`
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        title = try fields.unlessNull(String.self, forKey: .title)
        description = try fields.unlessNull(String.self, forKey: .description)
        ranked = try fields.unlessNull(Bool.self, forKey: .ranked)
        `public` = try fields.unlessNull(Bool.self, forKey: .public)
    }
}

/// `POST /api/lists/{id}/films`: a film to put at the end, with why it is there.
struct ListFilmRequest: Decodable {
    let film: String
    let note: String?

    enum CodingKeys: String, CodingKey {
        case film, note
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        film = try fields.decode(String.self, forKey: .film)
        note = try fields.unlessNull(String.self, forKey: .note)
    }
}

/// `PUT /api/lists/{id}/films/{film}`: its new place, its note (an empty note clears it), or both.
struct ListPlaceRequest: Decodable {
    let position: Int?
    let note: String?

    enum CodingKeys: String, CodingKey {
        case position, note
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        position = try fields.unlessNull(Int.self, forKey: .position)
        note = try fields.unlessNull(String.self, forKey: .note)
    }
}

extension KeyedDecodingContainer {
    /// The value of an optional field: absent is nil, `null` a wrong type (the schema has no null).
    func unlessNull<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }
}
