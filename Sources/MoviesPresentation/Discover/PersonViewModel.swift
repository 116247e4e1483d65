public import MoviesDomain

/// A person's screen: loads the person and their films once.
public actor PersonViewModel {
    private let people: PeopleUseCase
    private let id: Person.ID
    public let strings: Strings
    /// The person as the source gave them, for a front end that writes them as a document.
    public private(set) var person: Person?
    public private(set) var content: PersonContent?
    public private(set) var failure: ScreenFailure?

    public init(personID: Person.ID, people: PeopleUseCase, strings: Strings = .english) {
        self.id = personID
        self.people = people
        self.strings = strings
    }

    public func didLoad() async {
        do {
            let person = try await people.person(withID: id)
            (self.person, content, failure) = (person, PersonContent(person: person, strings: strings), nil)
        } catch {
            failure = ScreenFailure(error, strings: strings)
        }
    }
}
