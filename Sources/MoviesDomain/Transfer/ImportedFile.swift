public import Foundation

/// A file to import, read: its rows, and what was read but is not imported (a row refused and why, a
/// list while lists are not kept here).
public struct ImportedFile: Sendable {
    public enum Origin: String, Sendable {
        case letterboxd, imdb, movies, trakt, netflix
    }

    /// A row that is not imported, and why, in one sentence.
    public struct Refusal: Sendable, Equatable {
        public let place: ImportRow.Place
        public let reason: String

        public init(place: ImportRow.Place, reason: String) {
            self.place = place
            self.reason = reason
        }
    }

    public let origin: Origin
    public let rows: [ImportRow]
    /// The file's lists, where it has some (Letterboxd's `lists/*.csv`, this site's `lists`).
    public let lists: [ImportedList]
    public let refused: [Refusal]
    /// What the file holds that is not imported yet, said once each ("2 lists: lists are not imported yet").
    public let notes: [String]
    /// The member's favourite films in their order, where the file has them (this site's `favourites`).
    public var favourites: [FilmHint] = []
    /// How the file's days were read where it writes them as numbers alone (Netflix's): kept with an import
    /// that is taken over, so that the file is read again as it was.
    public var dayOrder: DayOrder?

    public init(
        origin: Origin, rows: [ImportRow], lists: [ImportedList] = [], refused: [Refusal] = [], notes: [String] = [],
        favourites: [FilmHint] = []
    ) {
        self.favourites = favourites
        self.origin = origin
        self.rows = rows
        self.lists = lists
        self.refused = refused
        self.notes = notes
    }
}

/// Reads an uploaded file (a zip or a CSV, by its bytes) into rows: Data's readers of each site's format.
public protocol ImportFileReader: Sendable {
    /// `dayOrder` is how the member says the file writes its days, where the file cannot tell (Netflix's).
    func read(_ bytes: Data, named name: String, dayOrder: DayOrder?) throws -> ImportedFile

    /// An export unpacked into a folder: its files by their path in it.
    func read(folder files: [String: Data]) throws -> ImportedFile
}

extension ImportFileReader {
    public func read(_ bytes: Data, named name: String) throws -> ImportedFile {
        try read(bytes, named: name, dayOrder: nil)
    }
}
