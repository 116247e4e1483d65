public import MoviesDomain

/// A person's screen: loads the person and their films once, then shows all of them or one role's.
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
    private var role: PersonCredit.Role?

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
            (self.person, content, failure) = (person, PersonContent(person: person, role: role, strings: strings), nil)
        } catch {
            failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Shows the films of `role` only, or all of them for nil.
    public func didChooseRole(_ role: PersonCredit.Role?) {
        self.role = role
        if let person { content = PersonContent(person: person, role: role, strings: strings) }
    }
}
