import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// The films `save` and `unsave` are given, and the saved list they change: the local profile's, or over
/// a server the signed-in member's.
struct SavedFilmsArguments: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: "Ids of films, or words of one film's title.")
    var words: [String] = []

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        _ = try FilmArgument.parse(words, several: true)
    }

    /// The films the words name (with their titles where words named them), the list to change, and the
    /// container they are asked of.
    func films() async throws -> (
        films: [(FilmReference, String?)], list: SavedFilmsViewModel, container: AppContainer
    ) {
        let container = try await options.makeContainer()
        let films = try await FilmArgument.films(try FilmArgument.parse(words, several: true), in: container)
        return (
            films, container.savedScreen(member: try await container.localProfile(), strings: .english), container
        )
    }
}
