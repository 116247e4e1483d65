extension Person {
    /// What they did most: the role of most of their films.
    public var mainRole: PersonCredit.Role? {
        roleCounts.max { $0.films < $1.films }?.role
    }

    /// Their `count` best-known films (``bestKnown``), those in their main role first: a director's
    /// cameo or an actor's one film as writer comes after their own work.
    public func knownFor(count: Int) -> [PersonCredit] {
        let byID = Dictionary(credits.map { ($0.movie.id, $0) }) { first, _ in first }
        let ranked = bestKnown.compactMap { byID[$0] }
        guard let main = mainRole else { return Array(ranked.prefix(count)) }
        let inMain = ranked.filter { $0.roles.contains(main) }
        return Array((inMain + ranked.filter { !$0.roles.contains(main) }).prefix(count))
    }
}
