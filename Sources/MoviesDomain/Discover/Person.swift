/// Someone who made films: a director, a writer or an actor, with the films the source knows them for.
public struct Person: Identifiable, Sendable {
    public let id: ID
    public let name: String
    /// Newest first; films without a date last.
    public let credits: [PersonCredit]
    /// Their films best known first, by the source's measure of renown: the catalog's is fair across
    /// decades (reviews against the film's decade, acclaim, honours); without one, how many rated each.
    public let bestKnown: [Movie.ID]

    public init(id: ID, name: String, credits: [PersonCredit], bestKnown: [Movie.ID]? = nil) {
        self.id = id
        self.name = name
        self.credits = credits.sorted { ($0.movie.releaseDate.year ?? 0) > ($1.movie.releaseDate.year ?? 0) }
        self.bestKnown =
            bestKnown
            ?? credits.sorted { ($0.movie.rating?.voteCount ?? 0) > ($1.movie.rating?.voteCount ?? 0) }.map(\.movie.id)
    }

    /// How many of their films they had each role in.
    public var roleCounts: [(role: PersonCredit.Role, films: Int)] {
        PersonCredit.Role.allCases.compactMap { role in
            let count = credits.count { $0.roles.contains(role) }
            return count > 0 ? (role, count) : nil
        }
    }
}

extension Person {
    /// Says its source, as film references do: `catalog:francis-ford-coppola`, `tmdb:1776`.
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The part after the source: the name's words in the catalog, a number on TMDB.
        public func key(in source: String) -> Substring? {
            let prefix = source + ":"
            guard rawValue.hasPrefix(prefix), rawValue.count > prefix.count else { return nil }
            return rawValue.dropFirst(prefix.count)
        }
    }
}
