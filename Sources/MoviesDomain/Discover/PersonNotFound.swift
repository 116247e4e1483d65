/// No person has this id in the source.
public struct PersonNotFound: Error, Equatable, Sendable, CustomStringConvertible {
    public let id: Person.ID

    public init(id: Person.ID) {
        self.id = id
    }

    public var description: String { "there is no person '\(id.rawValue.prefix(80))'" }
}
