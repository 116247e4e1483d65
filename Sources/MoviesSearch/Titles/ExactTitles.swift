/// Films by the letters of their title (spaces aside), whole and without its leading article: the few
/// films whose title *is* a query, found without reading every title that opens with its first word.
struct ExactTitles: Sendable {
    typealias Film = TitleIndex.Film

    /// Each title's letters hashed, ascending, and the film of each.
    private var hashes: [UInt64] = []
    private var films: [Film] = []

    init() {}

    init(_ titles: FoldedTitles) {
        var entries: [(hash: UInt64, film: Film)] = []
        entries.reserveCapacity(titles.count + titles.count / 4)
        for film in 0..<Film(titles.count) {
            titles.withTitle(of: film) { title, body in
                entries.append((Self.hash(title), film))
                if let body { entries.append((Self.hash(body), film)) }
            }
        }
        entries.sort { ($0.hash, $0.film) < ($1.hash, $1.film) }
        hashes = entries.map(\.hash)
        films = entries.map(\.film)
    }

    /// The films whose title (or title without its article) may be `phrase`'s letters: those it is, and
    /// rarely another whose letters hash the same (the caller checks).
    func films(spelling phrase: [UInt8]) -> ArraySlice<Film> {
        let hash = Self.hash(phrase)
        var (low, high) = (0, hashes.count)
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < hashes.count, hashes[end] == hash { end += 1 }
        return films[low..<end]
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
