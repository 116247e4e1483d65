/// Tonight's pick as a form, an address or a command line asks for it, before it is checked: the friends'
/// names, a length (`120`, `2h`), genres and decades by name.
public struct PickRequest: Sendable, Equatable {
    public var with: [String]
    public var under: String?
    public var genres: [String]
    public var decades: [String]

    public init(with: [String] = [], under: String? = nil, genres: [String] = [], decades: [String] = []) {
        self.with = with
        self.under = under
        self.genres = genres
        self.decades = decades
    }

    /// The names, any of them several separated by commas (`ana,bo`).
    var names: [String] {
        with.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map(String.init)
    }
}
