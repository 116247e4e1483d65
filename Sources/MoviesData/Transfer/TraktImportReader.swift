import Foundation
import MoviesDomain

/// Trakt's export (``TraktExportFile``): every play of the history with its day (`watched_at`, whatever
/// its action: watch, scrobble or check-in), film ratings (Trakt rates 1 to 10, as here), the watchlist,
/// the favourites and personal lists in their order with their notes, and comments on films as reviews.
/// Films are named by the ids each item carries (IMDb, TMDB) with their title and year; shows, seasons and
/// episodes are counted and said to be skipped, as this site keeps films.
struct TraktImportReader {
    /// The export's JSON files by their path in it.
    let files: [String: Data]
    let maximumRows: Int

    static func recognises(_ paths: some Sequence<String>) -> Bool {
        paths.contains { TraktExportFile(path: $0) != nil }
    }

    func read() throws(ImportFileError) -> ImportedFile {
        var reading = TraktReading()
        let parts = files.keys.compactMap { path in TraktExportFile(path: path).map { (path: path, part: $0) } }
            .sorted { a, b in
                (Self.name(a.path), TraktExportFile.page(of: a.path)) < (
                    Self.name(b.path), TraktExportFile.page(of: b.path)
                )
            }
        // Every file's items counted from the bytes first: over the limit, refused before one is decoded.
        var counted = 0
        for (path, _) in parts {
            counted += files[path].map { JSONArrayCount.items(in: $0, pastAtMost: maximumRows - counted) } ?? 0
            if counted > maximumRows { throw .tooManyRows(maximum: maximumRows) }
        }
        // Ratings first: a comment says its film's rating only where its writer had given one then.
        for (path, part) in parts where part == .filmRatings { reading.ratings(try items(path)) }
        for (path, part) in parts {
            switch part {
            case .history: reading.history(try items(path))
            case .watchedFilms: reading.watchedFilms(try items(path))
            case .watchlist: reading.watchlist(try items(path))
            case .filmComments: reading.comments(try items(path))
            case .shows: reading.shows(try items(path))
            case .favourites: reading.favourites += try items(path)
            case .listItems(let id): reading.listItems[id, default: []] += try items(path)
            case .listIndex: reading.lists(try decoded(path, as: TraktListDTO.self))
            case .filmRatings: break
            }
        }
        return reading.file()
    }

    /// A file's items, each with its place (the file, and the item's number in it as its line).
    private func items(_ path: String) throws(ImportFileError) -> [TraktReading.Item] {
        try decoded(path, as: TraktItemDTO.self).enumerated().map { index, item in
            TraktReading.Item(place: .init(file: Self.name(path), line: index + 1), dto: item)
        }
    }

    private func decoded<Element: Decodable>(
        _ path: String, as _: Element.Type
    ) throws(ImportFileError) -> [Result<Element, TraktItemProblem>] {
        guard let data = files[path] else { return [] }
        do { return try JSONDecoder().decode(TraktArray<Element>.self, from: data).items } catch {
            throw .unreadable(file: Self.name(path), reason: "it is not a JSON array as Trakt's export writes")
        }
    }

    static func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
