public import MoviesDomain

/// The signed-in member's four favourite films: what a film's page asks (is this one of them?) and
/// changes, and what the profile takes one out from.
public actor FavouritesViewModel {
    public struct State: Sendable {
        public var favourites: [FilmPosterItem] = []
        /// The film the last change was about.
        public var changed: FilmPosterItem?
        /// What the last change did ("“Heat” is one of your favourites now.").
        public var notice: String?
        public var failure: ScreenFailure?

        /// Where the film stands among the favourites (1 is first); nil when it is not one.
        public func position(of film: FilmReference) -> Int? {
            favourites.firstIndex { $0.film == film }.map { $0 + 1 }
        }
    }

    private let favourites: any FavouritesKeeping
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = State()

    public init(member: User.ID, favourites: any FavouritesKeeping, strings: Strings = .english) {
        self.member = member
        self.favourites = favourites
        self.strings = strings
    }

    public func didLoad() async {
        await run { [member] in (nil, try await $0.favourites(of: member)) }
    }

    public func didAdd(_ film: FilmReference) async {
        await run(saying: strings.profile.added) { [member] in
            let change = try await $0.addingFavourite(film, for: member)
            return (change.added, change.after)
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await run(saying: strings.profile.removed) { [member] in
            let change = try await $0.removingFavourite(film, for: member)
            return (change.removed, change.after)
        }
    }

    /// `change` answers the film it was about (none for a read) and the favourites after; `saying` words
    /// the notice of the film.
    private func run(
        saying: ((String) -> String)? = nil,
        _ change: @Sendable (any FavouritesKeeping) async throws -> (ListedFilm?, [ListedFilm])
    ) async {
        (state.notice, state.failure, state.changed) = (nil, nil, nil)
        do {
            let (changed, after) = try await change(favourites)
            state.changed = changed.map { FilmPosterItem($0, strings: strings) }
            state.notice = changed.flatMap { film in saying.map { $0(film.title) } }
            state.favourites = after.map { FilmPosterItem($0, strings: strings) }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}
