/// A film as people keep it (saved, reviewed): its source and its id there. `catalog:17738` and
/// `tmdb:155` are different films even when the numbers match; a bare number is a catalog film, as the
/// site's existing links spell it.
public struct FilmReference: Sendable, Hashable, CustomStringConvertible {
    public enum Source: String, Sendable, CaseIterable {
        case catalog, tmdb
    }

    public let source: Source
    public let movieID: Movie.ID

    public init(source: Source, movieID: Movie.ID) {
        self.source = source
        self.movieID = movieID
    }

    /// `catalog:17738`, `tmdb:155`, or a bare number: a film of `bareNumbers` (the catalog, as the site's
    /// links spelled it; a front end passes the source it reads, whose ids it shows bare).
    public init(_ text: String, bareNumbers: Source = .catalog) throws(Error) {
        // Read by bytes: stores read thousands at a time (a diary's films, members' ratings).
        var number = text.utf8[...]
        var source = bareNumbers
        if let colon = number.firstIndex(of: UInt8(ascii: ":")) {
            let name = number[..<colon]
            guard let named = Source.allCases.first(where: { name.elementsEqual($0.rawValue.utf8) }) else {
                throw .unknownSource(String(text.prefix { $0 != ":" }.prefix(20)))
            }
            source = named
            number = number[number.index(after: colon)...]
        }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard number.count <= 12, number.allSatisfy(digits.contains) else { throw .notAnID(String(text.prefix(40))) }
        let value = number.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard value > 0 else { throw .notAnID(String(text.prefix(40))) }
        self.init(source: source, movieID: Movie.ID(String(value)))
    }

    /// `source:id`, the spelling every store and route uses.
    public var description: String { "\(source.rawValue):\(movieID.rawValue)" }

    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        case unknownSource(String)
        case notAnID(String)

        public var description: String {
            switch self {
            case .unknownSource(let source): "films come from catalog or tmdb, not '\(source)'"
            case .notAnID(let text): "'\(text)' is not a film id (catalog:17738, tmdb:155 or 17738)"
            }
        }
    }
}
