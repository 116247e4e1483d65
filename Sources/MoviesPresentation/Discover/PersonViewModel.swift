public import MoviesDomain

/// A person's screen: loads the person and their films once.
public actor PersonViewModel {
    /// How a person's screen names them: by id (a link), or by a name typed (`movies person kubrick`).
    public enum Lookup: Sendable {
        case id(Person.ID)
        /// The person a search for the name finds first.
        case name(String)
    }

    private let people: PeopleUseCase
    private let lookup: Lookup
    public let strings: Strings
    /// The person as the source gave them, for a front end that writes them as a document.
    public private(set) var person: Person?
    public private(set) var content: PersonContent?
    public private(set) var failure: ScreenFailure?

    public init(_ lookup: Lookup, people: PeopleUseCase, strings: Strings = .english) {
        self.lookup = lookup
        self.people = people
        self.strings = strings
    }

    public func didLoad() async {
        do {
            let person =
                switch lookup {
                case .id(let id): try await people.person(withID: id)
                case .name(let name): try await people.person(named: try MovieQuery(name))
                }
            (self.person, content, failure) = (person, PersonContent(person: person, strings: strings), nil)
        } catch {
            failure = ScreenFailure(error, strings: strings)
        }
    }
}
