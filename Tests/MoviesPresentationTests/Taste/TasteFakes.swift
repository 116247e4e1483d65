import Foundation
import MoviesDomain

/// For you over memory: the films given, in their order, less those the member set aside.
actor ForYouOverMemory: ForYouProviding {
    let films: [Recommendation]
    let rated: Int
    private(set) var dismissed: Set<FilmReference> = []

    init(_ films: [Recommendation], rated: Int) {
        self.films = films
        self.rated = rated
    }

    func forYou(_ member: User.ID, limit: Int) async throws -> ForYou {
        let left = films.filter { !dismissed.contains(FilmReference(source: .catalog, movieID: $0.movie.id)) }
        return ForYou(films: Array(left.prefix(limit)), ratingsNeeded: max(0, 5 - rated), rated: rated)
    }

    func dismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        dismissed.insert(film).inserted
    }

    func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        dismissed.remove(film) != nil
    }
}

/// Tonight's pick over memory: the member's friends, and the films given, each shorter than the length
/// asked, with each member's outlook (none for the members named in `privateDiaries`).
struct PickOverMemory: PickProviding {
    let me: User
    let friends: [User]
    let films: [Movie]
    let privateDiaries: Set<String>

    func friends(of member: User.ID) async throws -> [User] { friends }

    func pick(for member: User.ID, with names: [String], filter: PickFilter, limit: Int) async throws -> GroupPick {
        let chosen = try names.map { name in
            guard let friend = friends.first(where: { $0.name.text == name }) else { throw PickError.notFriends(name) }
            return friend
        }
        let members = [me] + chosen
        let fitting = films.filter { film in filter.maxRuntime.map { (film.runtime ?? 0) <= $0 } ?? true }
        let picked = fitting.prefix(limit).map { film in
            GroupFilm(
                movie: film,
                likely: members.map { member in
                    privateDiaries.contains(member.name.text)
                        ? nil : GroupFilm.Likely(predicted: 7.6, average: 7, reasons: [])
                })
        }
        return GroupPick(members: members, films: Array(picked), filter: filter)
    }
}
