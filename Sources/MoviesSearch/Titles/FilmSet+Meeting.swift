extension FilmSet {
    /// Whether each of a rising run of films is in an ascending list: each look gallops on from where the
    /// last one ended, so a run of looks reads the list once at most.
    struct Seeker {
        private let list: ArraySlice<Film>
        private var position: Int

        init(_ list: ArraySlice<Film>) {
            self.list = list
            position = list.startIndex
        }

        /// Whether the list has `film`, no lower than the film of the last look.
        mutating func contains(_ film: Film) -> Bool {
            let start = position - list.startIndex
            position =
                list.startIndex
                + list.withUnsafeBufferPointer {
                    FilmSet.firstIndex(in: $0, notBelow: film, from: start)
                }
            return position < list.endIndex && list[position] == film
        }
    }

    /// The films of one ascending list that are also in any of others, ascending, met one at a time: a
    /// walk that stops early reads only as far as it went. Walks the shorter side and seeks in the other.
    struct Meeting: Sequence, IteratorProtocol {
        private var walked: [ArraySlice<Film>]
        private var sought: [Seeker]

        init(_ films: ArraySlice<Film>, anyOf lists: [ArraySlice<Film>]) {
            if films.count <= lists.reduce(0, { $0 + $1.count }) {
                (walked, sought) = ([films], lists.map(Seeker.init))
            } else {
                (walked, sought) = (lists, [Seeker(films)])
            }
        }

        mutating func next() -> Film? {
            while let film = nextWalked() {
                for index in sought.indices where sought[index].contains(film) { return film }
            }
            return nil
        }

        /// The lowest film at the head of the walked lists, taken off every list it heads.
        private mutating func nextWalked() -> Film? {
            var lowest: Film?
            for list in walked {
                if let head = list.first, lowest == nil || head < lowest! { lowest = head }
            }
            guard let lowest else { return nil }
            for index in walked.indices where walked[index].first == lowest {
                walked[index] = walked[index].dropFirst()
            }
            return lowest
        }
    }
}
