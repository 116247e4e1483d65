public import MoviesDomain
public import MoviesPresentation

extension AppContainer: ProfileScreens {
    public func memberPage(named name: String, viewer: User.ID?, strings: Strings) throws -> MemberPageViewModel {
        guard let profileReading else { throw Self.profilesElsewhere }
        return MemberPageViewModel(named: name, viewer: viewer, profiles: profileReading, strings: strings)
    }

    /// The member's name now.
    public func memberName(of member: User.ID) async throws -> String {
        guard let profiles else { throw Self.profilesElsewhere }
        return try await profiles.name(of: member)
    }

    public func favouritesScreen(member: User.ID, strings: Strings) throws -> FavouritesViewModel {
        guard let keeping = favouritesKeeping ?? profiles else { throw Self.profilesElsewhere }
        return FavouritesViewModel(member: member, favourites: keeping, strings: strings)
    }

    /// Why a container made without lists or favourites has no profiles.
    static let profilesElsewhere = ConfigurationError("this Movies keeps no profiles or favourites")
}
