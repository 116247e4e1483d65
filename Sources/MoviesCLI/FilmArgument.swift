import ArgumentParser
import MoviesDomain

/// Film ids on the command line: `catalog:17738`, `tmdb:155`, or a bare number, which is a film of the
/// source in use (the ids `movies search` prints).
enum FilmArgument {
    /// The one-line reason an id is refused, for `validate()`.
    static func check(_ text: String) throws {
        do {
            _ = try FilmReference(text)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
