import MoviesDomain

/// The rating a member is likely to give a film, as the sum of what their taste says of its people, its
/// genres, its decade, its likeness to films they loved, and a little of what critics think and how well
/// known it is; and the reasons behind the largest parts.
struct TasteScorer {
    typealias Film = TitleIndex.Film

    /// How many films of none each weight is drawn toward (a person's: ``TasteProfile/roles``): a genre
    /// needs more films than a person to say as much.
    static let genrePrior = 8.0
    static let decadePrior = 8.0
    /// A genre in a decade (1970s crime) is a narrower taste than either, and said by fewer films.
    static let eraPrior = 3.0
    /// A country says less than a genre: most films of the catalog are of a few countries, and a film's
    /// countries are often where it was paid for.
    static let countryPrior = 10.0
    static let countryWeight = 0.6
    /// How much members of a like taste say: their average distance, trusted as more of them rated it.
    static let kindredWeight = 0.8
    /// The favourites whose like films count, and how many like films each.
    static let favourites = 5
    static let alikePerFavourite = 20
    /// The films a genre, a decade or a country needs the member to have rated before it is said as a
    /// reason: "war films above your average" on two films is a coincidence, not a taste.
    static let enoughRatings = 5
    /// The members of a like taste a film needs before their opinion is said as a reason.
    static let enoughKindred = 3

    let index: CatalogIndex
    let profile: TasteProfile
    let credits: FilmCredits.Table
    /// Films like the member's favourites: the bonus, and which favourite.
    let alike: [Film: (bonus: Double, favourite: Film)]
    let weights: TasteWeights
    /// What members of a like taste make of films: their distance from their averages, and how many.
    let kindred: [Film: (distance: Double, members: Int)]
    /// What the member's taste says of where each film was made, by film number (``country(of:)``).
    let countryParts: [Double]

    init(index: CatalogIndex, profile: TasteProfile, kindred: [Film: (distance: Double, members: Int)] = [:]) {
        self.index = index
        self.profile = profile
        self.kindred = kindred
        let weights = TasteWeights(
            profile, personCount: index.people.personCount, countryCount: index.browse.countries.countryCount,
            genrePrior: Self.genrePrior, decadePrior: Self.decadePrior, eraPrior: Self.eraPrior,
            countryPrior: Self.countryPrior)
        self.weights = weights
        countryParts = Self.countryParts(index.browse.countries, weights: weights.countries, for: profile)
        credits = index.credits
        var alike: [Film: (Double, Film)] = [:]
        let loved = profile.rated.filter { $0.rating >= profile.loved }
            .sorted { ($0.rating, $1.film) > ($1.rating, $0.film) }.prefix(Self.favourites)
        let similar = SimilarFilms(browse: index.browse, people: index.people)
        for favourite in loved {
            let (people, roles) = credits.credits(of: favourite.film)
            let like = similar.films(
                like: favourite.film, credits: zip(people, roles).map { ($0, $1) }, limit: Self.alikePerFavourite)
            for (rank, film) in like.enumerated() {
                let bonus = 1.0 * (1 - Double(rank) / Double(Self.alikePerFavourite))
                if bonus > alike[film]?.0 ?? 0 { alike[film] = (bonus, favourite.film) }
            }
        }
        self.alike = alike
    }

    /// The score films are ranked by: the rating likely, before it is held to 1…10 (two films both
    /// likely to be rated 10 are still told apart).
    func score(_ film: Film) -> Double {
        let parts = self.parts(of: film)
        return profile.mean + parts.people + parts.genres + parts.decade + parts.country + parts.alike + parts.prior
            + kindredPart(of: film)
    }

    /// ``score(_:)`` of each of `films`, in their order: scored in a loop of the scorer's own, so that a
    /// caller's loop does not copy the scorer (its arrays and tables) for every film.
    func scores(of films: [Film]) -> [Double] {
        var scores: [Double] = []
        scores.reserveCapacity(films.count)
        for film in films { scores.append(score(film)) }
        return scores
    }

    /// What members of a like taste say of `film`, at most 1.5 either way.
    func kindredPart(of film: Film) -> Double {
        guard let (distance, members) = kindred[film] else { return 0 }
        let trust = Double(members) / Double(members + 2)
        return min(1.5, max(-1.5, Self.kindredWeight * distance * trust))
    }

    /// The parts of a film's score: its people (at most 5 either way), its genres and decade, its countries,
    /// its likeness to a favourite, and what critics and renown say.
    func parts(
        of film: Film
    ) -> (
        people: Double, genres: Double, decade: Double, country: Double, alike: Double, prior: Double
    ) {
        var people = 0.0
        let (persons, roles) = credits.credits(of: film)
        for (person, bits) in zip(persons, roles) {
            let slot = Int(person) * 3
            if bits & PeopleIndex.Roles.director != 0 { people += weights.people[slot] }
            if bits & PeopleIndex.Roles.writer != 0 { people += weights.people[slot + 1] }
            if PeopleIndex.Roles.tasteHolds(PeopleIndex.Roles.cast, in: bits) { people += weights.people[slot + 2] }
        }
        let mask = index.browse.genreMasks[Int(film)]
        var genres = 0.0
        let count = mask.nonzeroBitCount
        if count > 0 {
            var rest = mask
            while rest != 0 {
                genres += weights.genres[rest.trailingZeroBitCount]
                rest &= rest - 1
            }
            genres /= Double(count).squareRoot()
        }
        let year = Int(index.browse.years[Int(film)])
        var decade = 0.0
        if year > 0, year / 10 < TasteWeights.decadeSlots {
            decade = 0.8 * weights.decades[year / 10]
            var era = 0.0
            var rest = mask
            while rest != 0 {
                era = max(era, weights.eras[year / 10 * 32 + rest.trailingZeroBitCount])
                rest &= rest - 1
            }
            decade += era
        }
        let rating = index.browse.ratings[Int(film)]
        let critics = rating == BrowseIndex.noRating ? -0.2 : min(0.75, max(-0.75, (Double(rating) / 100 - 6.5) * 0.25))
        let prior = critics + 0.5 * TitleIndex.renown(of: film) - 0.2
        // Genre, decade and the two together say one thing thrice: together, at most 2 either way.
        let setting = min(2, max(-2, genres + decade))
        return (min(5, max(-5, people)), setting, 0, country(of: film), alike[film]?.bonus ?? 0, prior)
    }

    /// What the member's taste says of the countries `film` was made in: their weights' average, at most 1
    /// either way.
    func country(of film: Film) -> Double {
        countryParts[Int(film)]
    }

    /// ``country(of:)`` for every film, worked out once: read per film while scoring, a slice of each film's
    /// countries cost a third of the scoring.
    private static func countryParts(
        _ countries: FilmCountries, weights: [Double], for profile: TasteProfile
    ) -> [Double] {
        var parts = [Double](repeating: 0, count: countries.ends.count)
        guard !profile.countries.isEmpty else { return parts }
        var start = 0
        for film in parts.indices {
            let end = Int(countries.ends[film])
            if end > start {
                var sum = 0.0
                for place in start..<end { sum += weights[Int(countries.codes[place])] }
                parts[film] = min(1, max(-1, countryWeight * sum / Double(end - start)))
            }
            start = end
        }
        return parts
    }

    /// Why `film` is picked: the person, genre, decade or favourite that adds most, strongest first (two at
    /// most); that critics love it when nothing of the member's taste adds. A person is named only for a
    /// film they made or lead (never a walk-on), and a genre, decade, country or members' opinion only with
    /// enough ratings behind it.
    func reasons(for film: Film, movieID: (Film) -> Int) -> [TasteReason] {
        var found: [(Double, TasteReason)] = []
        let (persons, roles) = credits.credits(of: film)
        var bestPerson: (Double, TasteReason)?
        for (person, bits) in zip(persons, roles) {
            for (role, (bit, weight, prior)) in zip([PersonCredit.Role.director, .writer, .cast], TasteProfile.roles)
            where PeopleIndex.Roles.tasteHolds(bit, in: bits) {
                // One loved film with someone is a coincidence to say; two are a reason.
                guard let tally = profile.people[UInt64(person) << 3 | UInt64(bit)], tally.loved > 1 else { continue }
                let part = weight * tally.weight(prior: prior)
                if part > bestPerson?.0 ?? 0 {
                    bestPerson = (
                        part,
                        .person(
                            name: index.people.name(of: person), role: role, films: tally.loved,
                            rating: tally.lowestLoved)
                    )
                }
            }
        }
        if let bestPerson { found.append(bestPerson) }
        let mask = index.browse.genreMasks[Int(film)]
        let genres = BrowseIndex.genres(in: mask).compactMap { genre -> (Double, TasteReason)? in
            guard let number = Genre.allCases.firstIndex(of: genre), let tally = profile.genres[number],
                tally.films >= Self.enoughRatings
            else { return nil }
            let part = tally.weight(prior: Self.genrePrior)
            return part > 0.1 ? (part, .genre(genre, films: tally.films)) : nil
        }
        if let genre = genres.max(by: { $0.0 < $1.0 }) { found.append(genre) }
        let year = Int(index.browse.years[Int(film)])
        if year > 0, let tally = profile.decades[year / 10 * 10], tally.films >= Self.enoughRatings {
            let part = 0.8 * tally.weight(prior: Self.decadePrior)
            if part > 0.1 { found.append((part, .decade(year / 10 * 10, films: tally.films))) }
        }
        let countries = index.browse.countries.countries(of: film).compactMap { country -> (Double, TasteReason)? in
            guard let tally = profile.countries[country], tally.films >= Self.enoughRatings else { return nil }
            let part = Self.countryWeight * tally.weight(prior: Self.countryPrior)
            return part > 0.1 ? (part, .country(index.browse.countries.name(of: country), films: tally.films)) : nil
        }
        if let country = countries.max(by: { $0.0 < $1.0 }) { found.append(country) }
        if let (bonus, favourite) = alike[film] { found.append((bonus, .alike(film: movieID(favourite)))) }
        let kindredPart = kindredPart(of: film)
        if kindredPart > 0.3, let members = kindred[film]?.members, members >= Self.enoughKindred {
            found.append((kindredPart, .kindred(members: members)))
        }
        let reasons = found.sorted { $0.0 > $1.0 }.prefix(2).map(\.1)
        guard reasons.isEmpty else { return reasons }
        // Critics love it; in the genre of it the member rated most, where they rated one.
        let rated = (0..<32).filter { mask & 1 << UInt32($0) != 0 }.compactMap { genre in
            profile.genres[genre].map { (genre, $0.films) }
        }
        let genre = rated.max { ($0.1, $1.0) < ($1.1, $0.0) }.map { Genre.allCases[$0.0] }
        return [.wellLoved(genre)]
    }
}
