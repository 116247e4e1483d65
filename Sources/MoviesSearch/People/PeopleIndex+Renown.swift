extension PeopleIndex {
    /// How well known `person` is as an actor: the sum of the renown of the films they act in
    /// (``TitleIndex/renown(of:)``), so three famous films outweigh a dozen obscure ones, and directing
    /// and writing count nothing. Checked on The Godfather: Duvall, Pacino, Brando, Keaton and Caan, of
    /// 40 names, come first.
    func renownAsCast(of person: Person) -> Double {
        let (films, roles) = credits(of: person)
        var renown = 0.0
        for (film, bits) in zip(films, roles) where bits & Roles.cast != 0 {
            renown += TitleIndex.renown(of: film)
        }
        return renown
    }
}
