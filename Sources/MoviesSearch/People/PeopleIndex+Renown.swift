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

    /// How far `person` is a lead rather than a player of walk-ons, from 1 down: a career bit player of the
    /// studio years (Bess Flowers, in hundreds of films uncredited) is in a far larger part of each year's
    /// films than any lead could be, who makes two or three films a year. Their *density* is the part of the
    /// catalog's films of each year they are in, summed over the middle of their career (the years of their
    /// films from the tenth to the tenth from last, of every hundred: a namesake's film decades away does
    /// not stretch it), and spread over its years (ten at least: a star's few busy years are not a career
    /// of bits); past ``leadDensity`` the factor falls as its
    /// square. `years`: each film's year; `catalog`: the catalog's films of each year. Measured on
    /// `Benchmarks/facts-walk-ons.tsv` and `Benchmarks/facts-cast-leads.tsv` (BENCHMARKS.md).
    func walkOnFactor(of person: Person, years: [UInt16], catalog: CatalogYears.Counts) -> Double {
        let (films, roles) = credits(of: person)
        var acted: [Int] = []
        for (film, bits) in zip(films, roles) where bits & Roles.cast != 0 {
            let year = Int(years[Int(film)])
            if year > 0, catalog.films(in: year) > 0 { acted.append(year) }
        }
        guard !acted.isEmpty else { return 1 }
        acted.sort()
        let last = Double(acted.count - 1)
        let (first, final) = (acted[Int(last * 0.1)], acted[Int((last * 0.9).rounded())])
        let part = acted.reduce(0.0) { sum, year in
            (first...final).contains(year) ? sum + 1 / Double(catalog.films(in: year)) : sum
        }
        let density = part / Double(max(final - first + 1, Self.shortestCareer)) * 1_000
        return min(1, (Self.leadDensity / density) * (Self.leadDensity / density))
    }

    /// How far ahead of a film's cast `person` comes: their renown as cast, a walk-on player's held back,
    /// and a director's cameo in a film they direct (`directs`) held further back. The one measure of a
    /// film's page and of its leads for taste.
    func renownAsLead(of person: Person, directs: Bool, years: [UInt16], catalog: CatalogYears.Counts) -> Double {
        let renown = renownAsCast(of: person) * walkOnFactor(of: person, years: years, catalog: catalog)
        return directs && isCameo(of: person) ? renown * Self.cameoWeight : renown
    }

    /// Whether `person`, in a film they directed, appears by habit rather than as a lead: they act in
    /// many of the films they direct and seldom in anyone else's (Alfred Hitchcock's cameos).
    func isCameo(of person: Person) -> Bool {
        let (_, roles) = credits(of: person)
        var (acted, own) = (0, 0)
        for bits in roles where bits & Roles.cast != 0 {
            acted += 1
            if bits & Roles.director != 0 { own += 1 }
        }
        return own >= Self.cameoHabit && (acted - own) * 10 <= acted
    }

    /// The leading places of a film's cast.
    private static let leadingPlaces = 3.0
    /// The density (thousandths of each year's films) a lead stays under.
    private static let leadDensity = 12.0
    /// The fewest years a career is taken to span: a few busy years are a star's, not a walk-on's.
    private static let shortestCareer = 10
    /// The films of their own a director acts in before their appearances are a habit.
    private static let cameoHabit = 8
    /// How much a director's cameo in their own film counts of their renown.
    private static let cameoWeight = 0.1
}
