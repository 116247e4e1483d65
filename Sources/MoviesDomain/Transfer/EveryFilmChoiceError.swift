/// `*` (every film an import left to choose) was given a film: it takes `add` or `skip` alone.
public struct EveryFilmChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    public let choice: String

    public init(choice: String) {
        self.choice = choice
    }

    public var description: String {
        "`*` stands for every film left to choose, so it takes `add` or `skip`, not '\(choice.prefix(40))'"
    }
}
