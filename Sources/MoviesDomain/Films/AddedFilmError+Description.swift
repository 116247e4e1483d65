extension AddedFilmError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .title(0): "a film's title is empty"
        case .title(let length): "a film's title is at most 300 characters, not \(length)"
        case .year(let year, let allowed):
            "a film's year is from \(allowed.lowerBound) to \(allowed.upperBound), not \(year)"
        case .runtime(let minutes): "a film's running time is from 1 to 1000 minutes, not \(minutes)"
        case .tooManyNames(let field, let count): "a film has at most \(FilmFacts.namesAtMost) \(field), not \(count)"
        case .tooLong(let field, let maximum): "a film's \(field) is at most \(maximum) characters"
        case .hiddenCharacter(let field, let scalar):
            "a film's \(field) holds a character a reader would not see (\(ShownText.codePoint(scalar)))"
        case .identifier(let site, let text): "'\(text.prefix(60))' is not \(site == "IMDb" ? "an" : "a") \(site) id"
        case .duplicate(let film):
            "“\(film.title)”\(film.releaseDate.year.map { " (\($0))" } ?? "") is here already, as film \(film.id)"
        case .tooManyToday(let limit): "a member adds at most \(limit) films a day; add more tomorrow"
        case .inUse(let use): "the film stays while members' things name it: \(use)"
        case .notAdded(let id): "film \(id) is not one a member added"
        case .mergedIntoItself(let id): "film \(id) cannot be merged into itself"
        case .notTheirs(let id): "film \(id) was added by another member: they, or an operator, may correct it"
        case .heldByOthers(let id):
            "other members have film \(id) in their diaries or lists now: ask the server's operator to correct it"
        }
    }

    /// The field at fault, where one is.
    public var field: String? {
        switch self {
        case .title, .duplicate: "title"
        case .year: "year"
        case .runtime: "runtime"
        case .tooManyNames(let field, _), .tooLong(let field, _), .hiddenCharacter(let field, _): field
        case .identifier(let site, _): site.lowercased()
        case .tooManyToday, .inUse, .notAdded, .mergedIntoItself, .notTheirs, .heldByOthers: nil
        }
    }
}
