/// A labelled line of a movie's details page.
public struct MovieDetailsFact: Equatable, Sendable {
    public let label: String
    public let value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
