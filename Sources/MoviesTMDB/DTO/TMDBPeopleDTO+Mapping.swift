import MoviesData
import MoviesDomain

extension TMDBPeopleResponseDTO.Person {
    func toDomain() -> PersonMatch {
        PersonMatch(
            id: TMDBPersonDTO.personID(id), name: name, knownFor: TMDBPersonDTO.role(department: knownForDepartment),
            knownForTitles: (knownFor ?? []).compactMap { $0.title ?? $0.name }.prefix(2).map { $0 })
    }
}

extension TMDBPersonDTO {
    /// The person with one credit a film: their roles on it gathered, the character they played kept.
    func toDomain(genres: [Int: String]) -> Person {
        var order: [Int] = []
        var films: [Int: (movie: Movie, roles: Set<PersonCredit.Role>, character: String?)] = [:]
        for (credit, isCast) in (movieCredits?.cast ?? []).map({ ($0, true) })
            + (movieCredits?.crew ?? []).map({ ($0, false) })
        {
            guard let title = credit.title,
                let role = isCast ? .cast : Self.role(job: credit.job, department: credit.department)
            else { continue }
            if films[credit.id] == nil {
                order.append(credit.id)
                let movie = Movie(
                    id: Movie.ID(String(credit.id)), title: title,
                    posterPath: credit.posterPath.flatMap { $0.isEmpty ? nil : $0 },
                    releaseDate: credit.releaseDate.map(ReleaseDate.init(iso8601:)) ?? .unknown,
                    genres: (credit.genreIds ?? []).compactMap { genres[$0] },
                    rating: TMDBRating.make(average: credit.voteAverage, count: credit.voteCount))
                films[credit.id] = (movie, [], nil)
            }
            films[credit.id]?.roles.insert(role)
            if isCast, let character = credit.character, !character.isEmpty { films[credit.id]?.character = character }
        }
        return Person(
            id: Self.personID(id), name: name,
            credits: order.compactMap { films[$0] }.map {
                PersonCredit(movie: $0.movie, roles: $0.roles, character: $0.character)
            })
    }

    /// `tmdb:1776`: a person of TMDB by TMDB's number.
    static func personID(_ id: Int) -> Person.ID {
        Person.ID("tmdb:\(id)")
    }

    /// Directing and writing: the crew jobs a person page lists; other jobs are left out.
    static func role(job: String?, department: String?) -> PersonCredit.Role? {
        if job == "Director" { return .director }
        if department == "Writing" { return .writer }
        return nil
    }

    static func role(department: String?) -> PersonCredit.Role? {
        switch department {
        case "Directing": .director
        case "Writing": .writer
        case "Acting": .cast
        default: nil
        }
    }
}
