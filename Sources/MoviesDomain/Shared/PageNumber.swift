/// A 1-based page number within the range every source can serve (TMDB stops at page 500).
public struct PageNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let first = PageNumber(uncheckedValue: 1)
    public static let maximum = 500

    public let value: Int

    public init(_ value: Int) throws(Error) {
        guard value >= 1 else { throw .notPositive(value) }
        guard value <= Self.maximum else { throw .aboveMaximum(value, maximum: Self.maximum) }
        self.value = value
    }

    private init(uncheckedValue: Int) {
        value = uncheckedValue
    }

    public var next: PageNumber? { try? PageNumber(value + 1) }

    public var description: String { String(value) }

    public static func < (lhs: PageNumber, rhs: PageNumber) -> Bool { lhs.value < rhs.value }
}

extension PageNumber {
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case notPositive(Int)
        case aboveMaximum(Int, maximum: Int)

        public var description: String {
            switch self {
            case .notPositive(let value):
                "page \(value) does not exist; pages start at 1"
            case .aboveMaximum(let value, let maximum):
                "page \(value) is beyond the last page any source serves (\(maximum))"
            }
        }
    }
}
