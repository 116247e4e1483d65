import MoviesDomain
import MoviesPresentation

/// The signed-in member's lists, for the cards' menus that put a film in one: none for a visitor, or where
/// lists cannot be read (the cards stand without them).
enum ListScreensLists {
    static func of(_ visit: PageVisit, in screens: any ListScreens) async -> [ListRow] {
        guard let user = visit.user, let screen = try? screens.listsScreen(member: user.id, strings: visit.strings)
        else { return [] }
        await screen.didLoad()
        return await screen.state.lists
    }
}
