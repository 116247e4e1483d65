/// A person whose name a search names, as a list of them shows them.
public struct PersonMatch: Identifiable, Hashable, Sendable {
    public let id: Person.ID
    public let name: String
    /// What they are best known for, where the source says.
    public let knownFor: PersonCredit.Role?
    /// A few of their best known films' titles.
    public let knownForTitles: [String]

    public init(id: Person.ID, name: String, knownFor: PersonCredit.Role?, knownForTitles: [String] = []) {
        self.id = id
        self.name = name
        self.knownFor = knownFor
        self.knownForTitles = knownForTitles
    }
}
