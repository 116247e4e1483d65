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
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let (source, number) =
            parts.count == 2 ? (Source(rawValue: String(parts[0])), parts[1]) : (bareNumbers, parts[0])
        guard let source else { throw .unknownSource(String(parts[0].prefix(20))) }
        guard !number.isEmpty, number.count <= 12, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber),
            let value = Int(number), value > 0
        else { throw .notAnID(String(text.prefix(40))) }
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
