extension TitleIndex {
    /// The films of `words` as typed, and also those of the same words with two neighbours joined where
    /// titles have the joined word (`sky fall`: *Skyfall* beside *When the Sky Falls*): a title that runs
    /// the words together holds them as well as one that spaces them, and ranks by how it holds them
    /// (``TitleMatch`` passes over spaces). Only words a person splits are joined: two letters each at
    /// least, five together. Words that find nothing as typed are left to ``respacing(of:prefixes:)``,
    /// which reads them as the joined words, ranked as such.
    func matchesWithJoins(_ words: [String], prefixes: inout PrefixFilms) -> ArraySlice<Film> {
        var found = matches(words, prefixes: &prefixes)
        guard !found.isEmpty, (2...8).contains(words.count) else { return found }
        let last = words.count - 1
        for start in 0..<last {
            let (left, right) = (words[start], words[start + 1])
            guard left.count >= 2, right.count >= 2, left.count + right.count >= 5,
                !left.allSatisfy(\.isNumber), !right.allSatisfy(\.isNumber),
                isKnown(left + right, isLast: start + 1 == last)
            else { continue }
            let joined = Array(words[..<start]) + [left + right] + words[(start + 2)...]
            found = FilmSet.merged(found, matches(joined, prefixes: &prefixes))
        }
        return found
    }
}
