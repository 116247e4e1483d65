import Hummingbird
import MoviesPresentation

extension Request {
    /// The most pages one address restores at once.
    static let maxRestoredPages = 25

    /// `upto=N`: pages 1 to N of a list, as the script had loaded them before the visitor left (the way
    /// back to the same place); 1 when absent or not a number.
    func restoredPages(strings: Strings) -> Int {
        min(Int((try? parameter("upto", strings: strings)) ?? nil ?? "") ?? 1, Self.maxRestoredPages)
    }
}

extension MoviesListState {
    /// Whether the list has fewer than `pages` pages loaded and can load the next (nothing failed).
    func isShort(of pages: Int) -> Bool {
        currentPage < pages && hasMorePages && failure == nil
    }
}
