public import MoviesDomain

/// A person's screen: loads the person and their films once.
public actor PersonViewModel {
    private let people: PeopleUseCase
    private let id: Person.ID
    public let strings: Strings
    public private(set) var content: PersonContent?
    public private(set) var failure: ScreenFailure?

    public init(personID: Person.ID, people: PeopleUseCase, strings: Strings = .english) {
        self.id = personID
        self.people = people
        self.strings = strings
    }

    public func didLoad() async {
        do {
            content = PersonContent(person: try await people.person(withID: id), strings: strings)
            failure = nil
        } catch {
            failure = ScreenFailure(error, strings: strings)
        }
    }
}
