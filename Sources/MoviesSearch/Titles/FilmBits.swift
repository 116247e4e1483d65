/// A list of films as bits, one a film: whether a film is in it is one look, so meeting a long list costs
/// a look per film of the other list instead of a search in the long one.
struct FilmBits: Sendable {
    private let words: [UInt64]

    init(_ films: some Sequence<TitleIndex.Film>, filmCount: Int) {
        var words = [UInt64](repeating: 0, count: (filmCount + 63) / 64)
        for film in films { words[Int(film >> 6)] |= 1 << UInt64(film & 63) }
        self.words = words
    }

    init(words: [UInt64]) {
        self.words = words
    }

    /// The films in both, ascending: a word of bits at a time.
    func intersection(_ other: FilmBits) -> ArraySlice<TitleIndex.Film> {
        Self.films(words: min(words.count, other.words.count)) { words[$0] & other.words[$0] }[...]
    }

    /// The films whose bits are set in the first `count` words `word(index)` gives, ascending.
    static func films(
        words count: Int, reserving capacity: Int = 0, _ word: (Int) -> UInt64
    ) -> [TitleIndex.Film] {
        var films: [TitleIndex.Film] = []
        films.reserveCapacity(capacity)
        for index in 0..<count {
            var remaining = word(index)
            while remaining != 0 {
                films.append(TitleIndex.Film(index * 64 + remaining.trailingZeroBitCount))
                remaining &= remaining - 1
            }
        }
        return films
    }

    func contains(_ film: TitleIndex.Film) -> Bool {
        let index = Int(film >> 6)
        return index < words.count && words[index] & (1 << UInt64(film & 63)) != 0
    }

    /// Whether a list of `count` of `filmCount` films is long enough to be kept as bits too: a
    /// thirty-second of the films at least, so that its bits take no more bytes than the list.
    static func isWorthKeeping(count: Int, filmCount: Int) -> Bool {
        count >= 1024 && count * 32 >= filmCount
    }
}

/// A list of films, ascending, and the same as bits when it is long.
struct FilmList {
    let films: ArraySlice<TitleIndex.Film>
    let bits: FilmBits?

    init(_ films: ArraySlice<TitleIndex.Film>, bits: FilmBits? = nil) {
        (self.films, self.bits) = (films, bits)
    }
}

extension FilmSet {
    /// The films in every list, ascending. Starts from the shortest list; a list kept as bits is met by a
    /// look per film (two such, a word of bits at a time), another by galloping.
    static func intersection(_ lists: [FilmList]) -> ArraySlice<Film> {
        let ordered = lists.sorted { $0.films.count < $1.films.count }
        guard var result = ordered.first?.films else { return [] }
        // Two long lists kept as bits meet word by word.
        var others = ordered.dropFirst()
        if let shortest = ordered.first?.bits, let next = others.first?.bits {
            result = shortest.intersection(next)
            others = others.dropFirst()
        }
        for other in others {
            if result.isEmpty { break }
            if let bits = other.bits {
                result = result.filter(bits.contains)[...]
            } else {
                result = intersection([result, other.films])
            }
        }
        return result
    }
}
