extension MovieQuery {
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case tooLong(length: Int, maximum: Int)

        public var description: String {
            switch self {
            case .empty:
                "the search query is empty"
            case .tooLong(let length, let maximum):
                "the search query is \(length) characters long; the limit is \(maximum)"
            }
        }
    }
}
