/// A taste profile's weights laid out flat for scoring every film of the catalog: by person and role, by
/// genre, by decade, by genre in a decade and by country, each read by position instead of by hashing.
struct TasteWeights {
    /// By `person * 3 + role` (roles in the order of ``TasteProfile/roles``), the role's weight counted in.
    let people: [Double]
    /// By genre number.
    let genres: [Double]
    /// By `year / 10` (the decade's number).
    let decades: [Double]
    /// By `year / 10 * 32 + genre`.
    let eras: [Double]
    /// By the country's number.
    let countries: [Double]

    static let decadeSlots = 210

    init(
        _ profile: TasteProfile, personCount: Int, countryCount: Int, genrePrior: Double, decadePrior: Double,
        eraPrior: Double, countryPrior: Double
    ) {
        var people = [Double](repeating: 0, count: personCount * 3)
        for (key, tally) in profile.people {
            let person = Int(key >> 3)
            guard person < personCount,
                let role = TasteProfile.roles.firstIndex(where: { UInt64($0.bit) == key & 7 })
            else { continue }
            let (_, weight, prior) = TasteProfile.roles[role]
            people[person * 3 + role] = weight * tally.weight(prior: prior)
        }
        self.people = people
        var genres = [Double](repeating: 0, count: 32)
        for (genre, tally) in profile.genres where genre < 32 { genres[genre] = tally.weight(prior: genrePrior) }
        self.genres = genres
        var decades = [Double](repeating: 0, count: Self.decadeSlots)
        for (decade, tally) in profile.decades where decade / 10 < Self.decadeSlots {
            decades[decade / 10] = tally.weight(prior: decadePrior)
        }
        self.decades = decades
        var eras = [Double](repeating: 0, count: Self.decadeSlots * 32)
        for (key, tally) in profile.eras where key / 32 / 10 < Self.decadeSlots {
            eras[key / 32 / 10 * 32 + key % 32] = tally.weight(prior: eraPrior)
        }
        self.eras = eras
        var countries = [Double](repeating: 0, count: countryCount)
        for (country, tally) in profile.countries where Int(country) < countryCount {
            countries[Int(country)] = tally.weight(prior: countryPrior)
        }
        self.countries = countries
    }
}
