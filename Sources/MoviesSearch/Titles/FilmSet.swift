/// Operations on ascending lists of films.
enum FilmSet {
    typealias Film = TitleIndex.Film

    /// The films in every list, ascending. Starts from the shortest list and looks each of its films up
    /// in the others by galloping, so a rare word bounds the work however common the others are.
    static func intersection(_ lists: [ArraySlice<Film>]) -> ArraySlice<Film> {
        let ordered = lists.sorted { $0.count < $1.count }
        guard var result = ordered.first else { return [] }
        for other in ordered.dropFirst() {
            if result.isEmpty { break }
            result = intersection(result, other)
        }
        return result
    }

    private static func intersection(_ small: ArraySlice<Film>, _ large: ArraySlice<Film>) -> ArraySlice<Film> {
        var result: [Film] = []
        result.reserveCapacity(small.count)
        large.withUnsafeBufferPointer { large in
            var low = 0
            for film in small {
                low = firstIndex(in: large, notBelow: film, from: low)
                if low == large.count { break }
                if large[low] == film { result.append(film) }
            }
        }
        return result[...]
    }

    /// The first position at or after `start` whose film is not below `film` (exponential, then binary).
    static func firstIndex(in list: UnsafeBufferPointer<Film>, notBelow film: Film, from start: Int) -> Int {
        var step = 1
        var low = start
        var high = start
        while high < list.count, list[high] < film {
            low = high + 1
            high += step
            step *= 2
        }
        high = min(high, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < film { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The films of two ascending lists, ascending, each once.
    static func merged(_ one: ArraySlice<Film>, _ other: ArraySlice<Film>) -> ArraySlice<Film> {
        guard !one.isEmpty else { return other }
        guard !other.isEmpty else { return one }
        var result: [Film] = []
        result.reserveCapacity(one.count + other.count)
        var (i, j) = (one.startIndex, other.startIndex)
        while i < one.endIndex, j < other.endIndex {
            if one[i] < other[j] {
                result.append(one[i])
                i += 1
            } else if other[j] < one[i] {
                result.append(other[j])
                j += 1
            } else {
                result.append(one[i])
                (i, j) = (i + 1, j + 1)
            }
        }
        result += one[i...]
        result += other[j...]
        return result[...]
    }

    /// The films in any list, ascending, each once.
    static func union(_ lists: [ArraySlice<Film>], filmCount: Int) -> ArraySlice<Film> {
        unionList(lists, filmCount: filmCount).films
    }

    /// ``union(_:filmCount:)``, with its bits when the films are many.
    static func unionList(_ lists: [ArraySlice<Film>], filmCount: Int) -> FilmList {
        if lists.count <= 1 { return FilmList(lists.first ?? []) }
        let total = lists.reduce(0) { $0 + $1.count }
        // A few films of many: merged two lists at a time, cheaper than bits for every film of the catalog.
        if total * 16 < filmCount {
            var merging = lists
            while merging.count > 1 {
                merging = stride(from: 0, to: merging.count, by: 2).map { index in
                    index + 1 < merging.count ? merged(merging[index], merging[index + 1]) : merging[index]
                }
            }
            return FilmList(merging[0])
        }
        var bits = [UInt64](repeating: 0, count: (filmCount + 63) / 64)
        for list in lists {
            for film in list { bits[Int(film >> 6)] |= 1 << UInt64(film & 63) }
        }
        let result = FilmBits.films(words: bits.count, reserving: total) { bits[$0] }
        let kept = FilmBits.isWorthKeeping(count: result.count, filmCount: filmCount) ? FilmBits(words: bits) : nil
        return FilmList(result[...], bits: kept)
    }
}
