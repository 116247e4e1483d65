extension PeopleIndex {
    /// For names whose words as typed match no one: each word no name has replaced by the name word
    /// nearest in spelling, within the typos search forgives (``TitleIndex/typosForgiven(inWordOf:)``;
    /// the word of most people on a tie): `kubrik` is `kubrick`, `scorcese` `scorsese`. Nil when a word
    /// has no such neighbour or nothing changes.
    func correction(for words: [String]) -> [String]? {
        self.words.respelled(
            words,
            isKnown: { word, isLast in
                isLast ? !self.words.lists(startingWith: word).isEmpty : !self.words.films(for: word).isEmpty
            },
            typos: { TitleIndex.typosForgiven(inWordOf: $0.unicodeScalars.count) },
            near: { self.words.neighbours(of: $0, within: $1) })
    }
}
