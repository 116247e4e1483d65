extension PeopleIndex {
    /// For names whose words as typed match no one: each word no name has replaced by the name word
    /// nearest in spelling, within the typos search forgives (``TitleIndex/typosForgiven(inWordOf:)``;
    /// the word of most people on a tie): `kubrik` is `kubrick`, `scorcese` `scorsese`. Nil when a word
    /// has no such neighbour or nothing changes.
    func correction(for words: [String]) -> [String]? {
        guard (1...4).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else { return nil }
        var corrected = words
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1
            let found = isLast ? !self.words.lists(startingWith: word).isEmpty : !self.words.films(for: word).isEmpty
            if found { continue }
            let limit = TitleIndex.typosForgiven(inWordOf: word.unicodeScalars.count)
            guard limit > 0, let nearest = self.words.closestKey(to: word, within: limit) else { return nil }
            corrected[position] = nearest
        }
        return corrected == words ? nil : corrected
    }
}
