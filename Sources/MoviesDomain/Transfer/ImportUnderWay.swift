/// Refused before it began: another import of the member's is reading or writing (on this server or
/// another of the same database). Importing the same file again afterwards adds nothing twice.
public struct ImportUnderWay: Error, Equatable, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "an import of yours is under way: wait for it to finish, then try again" }
}
