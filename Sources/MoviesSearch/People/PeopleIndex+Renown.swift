extension PeopleIndex {
    /// How likely `person` is to be one of a film's leads, as far as a catalog that lists cast without
    /// billing can tell: the renown of the films they act in (``TitleIndex/renown(of:)``, so three famous
    /// films outweigh a dozen obscure ones) times their *lead share*, the part of a film's three leading
    /// places their films leave each actor on average (all of a four-name cast list, a tenth of a
    /// thirty-name one). A player of small parts in many famous films has a large renown and a small share.
    /// Directing and writing count nothing. Measured on `Benchmarks/facts-cast-leads.tsv` (BENCHMARKS.md).
    func renownAsCast(of person: Person) -> Double {
        let (films, roles) = credits(of: person)
        var (renown, share, acted) = (0.0, 0.0, 0)
        for (film, bits) in zip(films, roles) where bits & Roles.cast != 0 {
            renown += TitleIndex.renown(of: film)
            share += min(1, Self.leadingPlaces / Double(max(1, castSizes[Int(film)])))
            acted += 1
        }
        return acted == 0 ? 0 : renown * share / Double(acted)
    }

    /// The leading places of a film's cast.
    private static let leadingPlaces = 3.0
}
