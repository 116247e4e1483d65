public import MoviesDomain

/// Tonight's pick (`/pick`, `/api/pick`, `movies pick`): the member chooses friends and, if they like, a
/// length, genres and decades, and gets films none of them has watched with everyone's outlook.
public actor PickViewModel {
    /// The lengths the form offers, in minutes.
    public static let lengths = [90, 120, 150]

    private let member: User.ID
    /// Nil where films cannot be scored: the screen says so.
    private let picking: (any PickProviding)?
    private let films: FilmReference.Source
    public let strings: Strings
    public private(set) var state = PickState()

    public init(member: User.ID, pick: (any PickProviding)?, films: FilmReference.Source, strings: Strings = .english) {
        self.member = member
        picking = pick
        self.films = films
        self.strings = strings
    }

    /// The form, and the films when anything is asked: an empty request shows the form alone.
    public func didLoad(_ request: PickRequest = PickRequest()) async {
        await settle(request, picking: request != PickRequest())
    }

    /// The films for what is asked, nobody named included (a failure that says so).
    public func didPick(_ request: PickRequest) async {
        await settle(request, picking: true)
    }

    private func settle(_ request: PickRequest, picking asked: Bool) async {
        let words = strings.pick
        var next = PickState()
        next.heading = words.heading
        next.intro = words.intro
        guard let picking else {
            next.emptyText = words.unavailable
            next.failure = ScreenFailure(
                kind: .notFound, code: "pick_unavailable", message: words.unavailable,
                detail: "Tonight's pick is made from the catalog's films over a store")
            state = next
            return
        }
        do {
            let friends: [User]
            var pick: GroupPick?
            do {
                let filter = try PickFilter(under: request.under, genres: request.genres, decades: request.decades)
                if asked {
                    (pick, friends) = try await picking.pickAndFriends(
                        for: member, with: request.names, filter: filter, limit: PickUseCase.count)
                } else {
                    friends = try await picking.friends(of: member)
                }
            } catch {
                // The form stands, with the friends to choose from, above why.
                form(&next, request: request, friends: try await picking.friends(of: member))
                throw error
            }
            form(&next, request: request, friends: friends)
            next.emptyText = friends.isEmpty ? words.noFriends : words.chooseFriends
            if let pick {
                next.pick = pick
                next.members = pick.members
                next.rows = pick.films.map { row($0, members: pick.members) }
                next.emptyText = pick.films.isEmpty ? words.nothing : ""
            }
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    private func form(_ next: inout PickState, request: PickRequest, friends: [User]) {
        let words = strings.pick
        let chosen = Set(request.names.map { $0.trimmingPrefix("@").lowercased() })
        next.friends = friends.map { friend in
            PickState.Choice(
                value: friend.name.text, label: friend.name.text, chosen: chosen.contains(friend.name.text.lowercased())
            )
        }
        let under = request.under ?? ""
        next.lengths =
            [PickState.Choice(value: "", label: words.anyLength, chosen: under.isEmpty)]
            + Self.lengths.map {
                PickState.Choice(value: String($0), label: words.under($0), chosen: under == String($0))
            }
        let genres = Set(request.genres.compactMap(Genre.init(named:)))
        next.genres = Genre.allCases.map { genre in
            PickState.Choice(
                value: genre.rawValue, label: strings.discover.genreName(genre), chosen: genres.contains(genre))
        }
        let decades = Set(request.decades.compactMap { try? Decade.years($0).lowerBound })
        next.decades = stride(from: 1940, through: 2020, by: 10).map { decade in
            PickState.Choice(value: "\(decade)s", label: "\(decade)s", chosen: decades.contains(decade))
        }
    }

    private func row(_ film: GroupFilm, members: [User]) -> PickState.Row {
        let words = strings.pick
        let movie = film.movie
        let outlooks = zip(members, film.likely).map { member, likely in
            let name = member.id == self.member ? words.you : member.name.text
            guard let likely else { return PickState.Outlook(name: name, text: words.privateDiary(name), reasons: []) }
            return PickState.Outlook(
                name: name, text: words.likely(name, Int(likely.predicted.rounded())),
                reasons: likely.reasons.map(strings.pickReason))
        }
        return PickState.Row(
            film: film, reference: FilmReference(source: films, movieID: movie.id), title: movie.title,
            year: movie.releaseDate.year, runtime: movie.runtime, posterPath: movie.posterPath,
            leastText: words.least(Int(film.least.rounded())), outlooks: outlooks)
    }
}
