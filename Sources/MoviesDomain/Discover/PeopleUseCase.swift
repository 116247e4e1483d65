/// The people behind the films: those a search names, and one person with their films.
public struct PeopleUseCase: Sendable {
    /// People shown beside a search's films at most.
    public static let searchLimit = 6

    private let repository: any DiscoveryRepository

    public init(repository: any DiscoveryRepository) {
        self.repository = repository
    }

    /// The people `query` names; none for a query of fewer than three letters, which names nobody yet
    /// (`s`, `st` as someone types).
    public func search(_ query: MovieQuery, limit: Int = searchLimit) async throws -> [PersonMatch] {
        guard query.normalizedText.count(where: { $0.isLetter }) >= 3 else { return [] }
        return try await repository.people(matching: query, limit: limit)
    }

    /// The person a search for `name` finds first, with their films.
    public func person(named name: MovieQuery) async throws -> Person {
        guard let first = try await search(name, limit: 1).first else { throw NoPersonMatches(query: name) }
        return try await person(withID: first.id)
    }

    public func person(withID id: Person.ID) async throws -> Person {
        guard !id.rawValue.isEmpty, id.rawValue.count <= 120 else { throw PersonNotFound(id: id) }
        return try await repository.person(withID: id)
    }
}
