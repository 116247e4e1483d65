/// Why a film could not be added: a field out of its limits, a film that is there already, or the day's
/// additions spent.
public enum AddedFilmError: Error, Equatable, Sendable {
    /// The title (or original title) is empty or longer than 300 characters.
    case title(length: Int)
    case year(Int, allowed: ClosedRange<Int>)
    /// Minutes outside 1 to 1,000.
    case runtime(Int)
    case tooManyNames(field: String, count: Int)
    /// A name, country or language longer than its field takes (``ShownText/length(of:)``).
    case tooLong(field: String, maximum: Int)
    /// A character a reader would not see as written (``ShownText``): a control, a bidirectional control,
    /// one that shows nothing.
    case hiddenCharacter(field: String, Unicode.Scalar)
    /// An id not of its site's form.
    case identifier(site: String, String)
    /// The same title and year, or an id, is a film there already: this one.
    case duplicate(of: Movie)
    /// The member added ``AddFilmUseCase/perDay`` films in the last day.
    case tooManyToday(limit: Int)
    /// Members' things name the film, so it is not removed: how many watches, reviews, list entries,
    /// favourites and saved films.
    case inUse(AddedFilmUse)
    /// No film a member added has this id (it is the catalog's, or none).
    case notAdded(Movie.ID)
    /// A film merged into itself.
    case mergedIntoItself(Movie.ID)
    /// A member corrects only the films they added.
    case notTheirs(Movie.ID)
    /// Other members hold the film (in a diary, a list, favourites or saved films): what they see is
    /// changed by the server's operator now, not by the member who added it.
    case heldByOthers(Movie.ID)
}
