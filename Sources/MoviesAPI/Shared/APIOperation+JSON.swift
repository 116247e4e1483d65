extension APIOperation {
    /// The operation as OpenAPI writes it under its path and method.
    var json: JSONValue {
        var object: [JSONValue.Member] = [
            .init("operationId", .string(id)), .init("summary", .string(summary)),
        ]
        if let description { object.append(.init("description", .string(description))) }
        object.append(.init("tags", [.string(tag.rawValue)]))
        if !parameters.isEmpty { object.append(.init("parameters", .array(parameters.map(\.json)))) }
        if let body {
            object.append(
                .init(
                    "requestBody",
                    [
                        "required": .bool(body.required),
                        "content": .object([.init(body.type, ["schema": body.schema.json])]),
                    ]))
        }
        object.append(.init("responses", .object(allAnswers.map { .init(String($0.status), $0.reference) })))
        object.append(.init("security", access.json))
        return .object(object)
    }
}

extension APIOperation.Access {
    /// The ways to be signed in that the operation takes (`{}`: none).
    var json: JSONValue {
        switch self {
        case .anyone: [["bearerAuth": []], ["sessionCookie": []], [:]]
        case .member: [["bearerAuth": []], ["sessionCookie": []]]
        case .credentials: [[:]]
        }
    }
}

extension APIOperation.Parameter {
    var json: JSONValue {
        var object: [JSONValue.Member] = [.init("name", .string(name)), .init("in", .string(location.rawValue))]
        if required { object.append(.init("required", true)) }
        object.append(.init("schema", schema.json))
        if case .string("array")? = schema.json["type"], location == .query {
            object += [.init("style", "form"), .init("explode", true)]
        }
        if let description { object.append(.init("description", .string(description))) }
        if let example { object.append(.init("example", example)) }
        if let examples { object.append(.init("examples", examples)) }
        return .object(object)
    }
}

extension Answer {
    /// The answer, or a reference to it where it is a shared failure.
    var reference: JSONValue {
        if let failure { return ["$ref": .string("#/components/responses/\(failure.rawValue)")] }
        return json
    }

    var json: JSONValue {
        var object: [JSONValue.Member] = [.init("description", .string(description))]
        if let content {
            object.append(.init("content", .object([.init(content.type, ["schema": content.schema.json])])))
        }
        if !headers.isEmpty {
            object.append(
                .init(
                    "headers",
                    .object(
                        headers.map { header in
                            .init(
                                header.name,
                                .object(
                                    [.init("schema", header.schema.json)]
                                        + (header.description.map { [.init("description", .string($0))] } ?? [])))
                        })))
        }
        if let links { object.append(.init("links", links)) }
        return .object(object)
    }
}
