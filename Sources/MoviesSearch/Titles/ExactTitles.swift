/// Films by the letters of their title (spaces aside), whole and without its leading article: the few
/// films whose title *is* a query, found without reading every title that opens with its first word.
struct ExactTitles: Sendable {
    typealias Film = TitleIndex.Film

    /// For each title (and title without its article): the high half of its letters' hash over the
    /// film, so that one sort of plain integers orders them.
    private var entries: [UInt64] = []

    init() {}

    init(_ titles: FoldedTitles) {
        entries.reserveCapacity(titles.count + titles.count / 4)
        for film in 0..<Film(titles.count) {
            titles.withTitle(of: film) { title, body in
                entries.append(Self.entry(Self.hash(title), film))
                if let body { entries.append(Self.entry(Self.hash(body), film)) }
            }
        }
        entries.sort()
    }

    private static let highHalf: UInt64 = 0xFFFF_FFFF_0000_0000

    private static func entry(_ hash: UInt64, _ film: Film) -> UInt64 {
        hash & highHalf | UInt64(film)
    }

    /// The films whose title (or title without its article) may be `phrase`'s letters, ascending: those
    /// it is, and rarely another whose letters hash alike (the caller checks).
    func films(spelling phrase: [UInt8]) -> ArraySlice<Film> {
        let key = Self.hash(phrase) & Self.highHalf
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < key { low = middle + 1 } else { high = middle }
        }
        var films: [Film] = []
        while low < entries.count, entries[low] & Self.highHalf == key {
            films.append(Film(truncatingIfNeeded: entries[low]))
            low += 1
        }
        return films[...]
    }

    /// FNV-1a of the bytes, spaces passed over (as ``TitleMatch`` passes over them).
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes where byte != UInt8(ascii: " ") {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
