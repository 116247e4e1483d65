/// A person of the stand-in: everyone its films name, numbered in the order of their names.
struct TMDBStandInPerson: Sendable {
    let id: Int
    let name: String
    let films: [TMDBStandInFilm]

    var department: String { films.contains { $0.director == name } ? "Directing" : "Acting" }

    static let all: [TMDBStandInPerson] = {
        let names = Set(TMDBStandInFilm.all.flatMap { [$0.director] + $0.cast }.filter { !$0.isEmpty }).sorted()
        return names.enumerated().map { index, name in
            TMDBStandInPerson(
                id: 5_000 + index, name: name,
                films: TMDBStandInFilm.all.filter { $0.director == name || $0.cast.contains(name) })
        }
    }()

    static func id(of name: String) -> Int? {
        all.first { $0.name == name }?.id
    }
}
