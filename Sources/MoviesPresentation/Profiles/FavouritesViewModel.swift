public import MoviesDomain

/// The signed-in member's four favourite films: what a film's page asks (is this one of them?) and
/// changes, and what the profile takes one out from.
public actor FavouritesViewModel {
    public struct State: Sendable {
        public var favourites: [FilmPosterItem] = []
        /// What the last change did ("“Heat” is one of your favourites now.").
        public var notice: String?
        public var failure: ScreenFailure?

        /// Where the film stands among the favourites (1 is first); nil when it is not one.
        public func position(of film: FilmReference) -> Int? {
            favourites.firstIndex { $0.film == film }.map { $0 + 1 }
        }
    }

    private let profiles: ProfileUseCase
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = State()

    public init(member: User.ID, profiles: ProfileUseCase, strings: Strings = .english) {
        self.member = member
        self.profiles = profiles
        self.strings = strings
    }

    public func didLoad() async {
        await run { _ in nil }
    }

    public func didAdd(_ film: FilmReference) async {
        await run { [strings] profiles in
            strings.profile.added(try await profiles.addFavourite(film, for: self.member).title)
        }
    }

    public func didRemove(_ film: FilmReference) async {
        await run { [strings] profiles in
            strings.profile.removed(try await profiles.removeFavourite(film, for: self.member).title)
        }
    }

    private func run(_ change: @Sendable (ProfileUseCase) async throws -> String?) async {
        (state.notice, state.failure) = (nil, nil)
        do {
            state.notice = try await change(profiles)
            state.favourites = try await profiles.favourites(of: member).map { FilmPosterItem($0, strings: strings) }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}
