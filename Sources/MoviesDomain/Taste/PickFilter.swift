import Foundation

/// What tonight's pick is narrowed to: films no longer than a length, of any of some genres, of any of
/// some decades. Nothing given, nothing narrowed.
public struct PickFilter: Sendable, Equatable {
    /// Minutes; films of unknown length are left out once a length is asked.
    public let maxRuntime: Int?
    public let genres: Set<Genre>
    /// Each decade's first year (`1970`).
    public let decades: Set<Int>

    public static let any = PickFilter(uncheckedRuntime: nil, genres: [], decades: [])

    public init(maxRuntime: Int? = nil, genres: Set<Genre> = [], decades: Set<Int> = []) throws(PickError) {
        if let maxRuntime, !FilmFacts.runtimes.contains(maxRuntime) { throw .runtime(maxRuntime) }
        if let decade = decades.sorted().first(where: { $0 % 10 != 0 || !DiscoverFilter.knownYears.contains($0) }) {
            throw .decade(String(decade))
        }
        self.init(uncheckedRuntime: maxRuntime, genres: genres, decades: decades)
    }

    /// The filter as a form, an address or a command line writes it: `under` minutes (`120`, `2h`,
    /// `1h30`), genres by name (or several with commas), decades as ``Decade`` reads them.
    public init(under: String?, genres: [String], decades: [String]) throws(PickError) {
        let runtime = try under.flatMap { text throws(PickError) -> Int? in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : try Self.minutes(trimmed)
        }
        let named: [Genre]
        do { named = try Genre.parse(genres.filter { !$0.isEmpty }) } catch {
            guard case .unknownGenre(let name) = error else { throw .genre("") }
            throw .genre(name)
        }
        var starts = Set<Int>()
        for text in decades.flatMap({ $0.split(separator: ",") }).map(String.init) where !text.isEmpty {
            do { starts.insert(try Decade.years(text).lowerBound) } catch { throw .decade(String(text.prefix(20))) }
        }
        try self.init(maxRuntime: runtime, genres: Set(named), decades: starts)
    }

    private init(uncheckedRuntime: Int?, genres: Set<Genre>, decades: Set<Int>) {
        maxRuntime = uncheckedRuntime
        self.genres = genres
        self.decades = decades
    }

    /// Minutes in `120`, `120m`, `2h`, `2h30`, `1h 30m`.
    private static func minutes(_ text: String) throws(PickError) -> Int {
        let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
        if let minutes = Int(lower.hasSuffix("m") ? String(lower.dropLast()) : lower) {
            guard FilmFacts.runtimes.contains(minutes) else { throw .runtime(minutes) }
            return minutes
        }
        let parts = lower.split(separator: "h", omittingEmptySubsequences: false)
        guard parts.count == 2, let hours = Int(parts[0]),
            let rest = parts[1].isEmpty ? 0 : Int(parts[1].hasSuffix("m") ? parts[1].dropLast() : parts[1]),
            (0..<60).contains(rest), hours < 17
        else { throw .length(String(text.prefix(20))) }
        guard FilmFacts.runtimes.contains(hours * 60 + rest) else { throw .runtime(hours * 60 + rest) }
        return hours * 60 + rest
    }
}
