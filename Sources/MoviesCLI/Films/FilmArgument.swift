import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// Films on the command line, the same way on every command: ids as `movies` prints them (`catalog:17738`,
/// `tmdb:155`) or bare numbers (a film of the source in use), several at once where a command takes them;
/// any other words are one film's title. For a write they must name one film (the only one of that title, or
/// of that title and the year they end in), or nothing is written and the candidates are listed; a read
/// opens the film a search for them ranks first. Another site's address of a film (`imdb.com/title/…`,
/// `letterboxd.com/film/…`, as a phone shares it) names the film it is, found as an import finds it.
enum FilmArgument {
    enum Named: Equatable {
        case ids([String])
        case title(String)
        /// Another site's address of the film (IMDb, TMDB, Letterboxd, a Movies site), as a phone shares it.
        case link(String)
    }

    /// What `words` name, or the one-line reason they name nothing, for `validate()`.
    static func parse(_ words: [String], several: Bool) throws -> Named {
        let words = words.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !words.isEmpty else {
            throw ValidationError("give a film: its id (catalog:17738, or 17738) or words of its title")
        }
        // An option the command does not know (`-5`, `--jsn`) is no part of a title.
        if let option = words.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
            throw ValidationError("'\(option.prefix(40))' is not a film id or title (`--help` lists the options)")
        }
        if words.count == 1, FilmLink(in: words[0]) != nil { return .link(words[0]) }
        if words.allSatisfy(isID) {
            guard several || words.count == 1 else {
                throw ValidationError("one film at a time: \(words.prefix(3).joined(separator: " "))…")
            }
            for word in words { _ = try reference(word, source: .catalog) }
            return .ids(words)
        }
        let text = words.joined(separator: " ")
        guard !text.contains(where: \.isNewline), (try? MovieQuery(text)) != nil else {
            throw ValidationError("'\(text.prefix(64))' is not a film id or title")
        }
        return .title(text)
    }

    /// The films named, against `container`'s source: a title is looked up as `movies show` does. With
    /// `titled`, each id's title too, where the source has it (for a confirmation that names the film);
    /// without, ids are asked of nobody.
    static func films(
        _ named: Named, in container: AppContainer, titled: Bool = false, exactly: Bool = true
    ) async throws -> [(
        film: FilmReference, title: String?
    )] {
        switch named {
        case .ids(let ids):
            var films: [(film: FilmReference, title: String?)] = []
            for id in ids {
                let film = try reference(id, source: container.filmSource)
                guard titled, film.source == container.filmSource else {
                    films.append((film, nil))
                    continue
                }
                let screen = container.filmScreen(.id(film.movieID), member: nil, strings: .english)
                await screen.didLoadDetails()
                films.append((film, await screen.state.movie?.title))
            }
            return films
        case .link(let address):
            let screen = container.shareScreen(strings: .english)
            await screen.didShare([address])
            let state = await screen.state
            switch state.answer {
            case .film(let film)?: return try await films(.ids([film.description]), in: container, titled: titled)
            case .choose(let candidates)?:
                throw CleanError(
                    message: "\(address.prefix(120)) may be one of these films: name it by its id",
                    more: candidates.map { film in
                        "\(film.reference)  \(film.title)\(film.year.map { " (\($0))" } ?? "")"
                    })
            case .words?, nil:
                throw CleanError(message: state.failure?.detail ?? "\(address.prefix(120)) names no film")
            }
        case .title(let text):
            let screen = container.filmScreen(
                exactly ? .title(text) : .idOrTitle(text), member: nil, strings: .english)
            await screen.didLoadDetails()
            let state = await screen.state
            if let failure = state.failure {
                throw CleanError(
                    message: failure.detail, more: candidates(state.candidates, source: container.filmSource))
            }
            guard let movie = state.movie else { throw CleanError(message: "no film matches '\(text.prefix(64))'") }
            return [(FilmReference(source: container.filmSource, movieID: movie.id), movie.title)]
        }
    }

    /// The one film `words` name (an id, or words of a title), against `container`'s source.
    static func film(
        _ words: [String], in container: AppContainer, exactly: Bool = true
    ) async throws
        -> FilmReference
    {
        try await films(try parse(words, several: false), in: container, exactly: exactly)[0].film
    }

    /// The films a person picks from, one a line as `movies search` names them: id, title, year, director.
    private static func candidates(_ films: [MoviesListItemViewModel], source: FilmReference.Source) -> [String] {
        let rows = films.map { film in
            [
                FilmReference(source: source, movieID: film.id).description, film.title,
                film.year.map(String.init) ?? "", film.movie.directors.first ?? "",
            ]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + (row[3].isEmpty ? "" : "  " + row[3])
        }
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// How a screen looks the film up: an id of this source by its id, a number or words as `show` does, a
    /// link by the film it names.
    static func lookup(_ named: Named, in container: AppContainer) async throws -> FilmLookup {
        switch named {
        case .link:
            return .id(try await films(named, in: container)[0].film.movieID)
        case .ids(let ids) where ids[0].contains(":"):
            let film = try reference(ids[0], source: container.filmSource)
            guard film.source == container.filmSource else {
                throw CleanError(
                    message:
                        "\(film) is a film of \(film.source == .tmdb ? "TMDB" : "the catalog"); these films are \(container.sourceName)'s (--source \(film.source.rawValue))"
                )
            }
            return .id(film.movieID)
        case .ids(let ids): return .idOrTitle(ids[0])
        case .title(let text): return .idOrTitle(text)
        }
    }

    /// A bare number, a known source and an id (`catalog:17738`), or a word and a number (`vhs:1`, refused
    /// as an id of no source). `Re:Cyborg` is a word of a title.
    private static func isID(_ word: String) -> Bool {
        if !word.isEmpty, word.allSatisfy(\.isASCIIDigit) { return true }
        let parts = word.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return false }
        return FilmReference.Source(rawValue: parts[0].lowercased()) != nil || parts[1].allSatisfy(\.isASCIIDigit)
    }

    /// The film one id names (`catalog:1000000001`, or a bare number of `source`), or the one line saying
    /// it names none: for a command that takes ids alone.
    static func id(_ word: String, source: FilmReference.Source) throws -> FilmReference {
        do {
            return try FilmReference(word, bareNumbers: source)
        } catch {
            throw CleanError(message: "\(error)")
        }
    }

    private static func reference(_ word: String, source: FilmReference.Source) throws -> FilmReference {
        do {
            return try FilmReference(word, bareNumbers: source)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
