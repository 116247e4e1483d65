public import MoviesDomain

extension InMemoryMemberStore: ImportChoicesRepository {
    public func importChoices(of member: User.ID, named keys: [String]) async throws -> [String: FilmReference?] {
        let kept = importChoices[member] ?? [:]
        var choices: [String: FilmReference?] = [:]
        for key in keys { if let choice = kept[key] { choices[key] = choice } }
        return choices
    }

    public func keepImportChoices(_ choices: [String: FilmReference?], of member: User.ID) async throws {
        importChoices[member, default: [:]].merge(choices) { _, new in new }
    }
}
