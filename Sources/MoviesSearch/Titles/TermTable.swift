/// Keys (words or prefixes) in UTF-8 order, each with its ascending list of films, packed in four flat
/// arrays so an index loads by copying bytes.
struct TermTable: Sendable {
    typealias Film = TitleIndex.Film

    var keyBytes: [UInt8] = []
    /// Where each key ends in `keyBytes` (it starts where the previous one ends).
    var keyEnds: [UInt32] = []
    var films: [Film] = []
    /// Where each key's films end in `films`.
    var filmEnds: [UInt32] = []
    /// The rows by their key's length in bytes, shortest first: the few keys long enough to be near a
    /// long word, read without a walk (see ``KeyLengths``).
    private(set) var lengths = KeyLengths()
    /// The longest lists as bits too, by row (see ``keepLongListsAsBits(filmCount:)``).
    private(set) var bits: [Int: FilmBits] = [:]

    /// Builds the table from `lists` by key, each list ascending.
    init(_ lists: [String: [Film]]) {
        for key in lists.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            keyBytes.append(contentsOf: key.utf8)
            keyEnds.append(UInt32(keyBytes.count))
            films.append(contentsOf: lists[key] ?? [])
            filmEnds.append(UInt32(films.count))
        }
        lengths = KeyLengths(keyEnds: keyEnds)
    }

    init(keyBytes: [UInt8], keyEnds: [UInt32], films: [Film], filmEnds: [UInt32]) {
        (self.keyBytes, self.keyEnds, self.films, self.filmEnds) = (keyBytes, keyEnds, films, filmEnds)
        lengths = KeyLengths(keyEnds: keyEnds)
    }

    /// The films under exactly `key`.
    func films(for key: String) -> ArraySlice<Film> {
        list(for: key).films
    }

    /// The films under exactly `key`, with their bits when the list is kept so.
    func list(for key: String) -> FilmList {
        let row = firstRow(notBelow: key)
        guard row < keyEnds.count, self.key(at: row).elementsEqual(key.utf8) else { return FilmList([]) }
        return FilmList(films(at: row), bits: bits[row])
    }

    /// Keeps every list long enough (``FilmBits/isWorthKeeping(count:filmCount:)``) as bits too.
    mutating func keepLongListsAsBits(filmCount: Int) {
        for row in 0..<filmEnds.count {
            let films = films(at: row)
            if FilmBits.isWorthKeeping(count: films.count, filmCount: filmCount) {
                bits[row] = FilmBits(films, filmCount: filmCount)
            }
        }
    }

    /// Whether some key starts with `prefix`: one look, no list read.
    func hasKey(startingWith prefix: String) -> Bool {
        let row = firstRow(notBelow: prefix)
        return row < keyEnds.count && key(at: row).starts(with: prefix.utf8)
    }

    /// The lists of every key that starts with `prefix`.
    func lists(startingWith prefix: String) -> [ArraySlice<Film>] {
        var row = firstRow(notBelow: prefix)
        var lists: [ArraySlice<Film>] = []
        while row < keyEnds.count, key(at: row).starts(with: prefix.utf8) {
            lists.append(films(at: row))
            row += 1
        }
        return lists
    }

    func key(at row: Int) -> ArraySlice<UInt8> {
        keyBytes[keyEnds.packedRange(of: row)]
    }

    private func films(at row: Int) -> ArraySlice<Film> {
        films[filmEnds.packedRange(of: row)]
    }

    private func firstRow(notBelow key: String) -> Int {
        var low = 0
        var high = keyEnds.count
        while low < high {
            let middle = (low + high) / 2
            if self.key(at: middle).lexicographicallyPrecedes(key.utf8) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
