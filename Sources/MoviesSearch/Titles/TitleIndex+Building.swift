extension TitleIndex {
    /// Collects films in popularity order, most popular first.
    struct Builder {
        private var movieIDs: [Int64] = []
        private var titles = FoldedTitles()
        private var anywhere = TermLists()
        private var first = TermLists()
        private var solo = TermLists()

        /// Adds the next film: its ``SearchText`` `words`, how many of them are a leading article (see
        /// ``LeadingArticle``), and the `otherTerms` it is also found under (compounds such as
        /// `spiderman`, numerals written the other way).
        mutating func add(movieID: Int, words: [String], articleWords: Int = 0, otherTerms: [String] = []) {
            let film = Film(movieIDs.count)
            movieIDs.append(Int64(movieID))
            titles.append(words, articleWords: articleWords)
            for term in words { anywhere.add(film, term) }
            for term in otherTerms { anywhere.add(film, term) }
            // The title opens with its first word, with the word after its article, and with a compound
            // of the words from either (`Spider-Man` opens with `spiderman` too).
            for start in Set([0, articleWords]) where start < words.count {
                first.add(film, words[start])
                var compound = words[start]
                for next in words[(start + 1)...] {
                    compound += next
                    if otherTerms.contains(compound) { first.add(film, compound) }
                }
            }
            // A one-word title, or one whose words are a compound written as one (`Spider-Man`, `WALL-E`).
            let body = words.dropFirst(articleWords)
            if body.count == 1, let word = body.first {
                solo.add(film, word)
            } else if body.count > 1, case let compound = body.joined(), otherTerms.contains(compound) {
                solo.add(film, compound)
            }
        }

        func build() -> TitleIndex {
            TitleIndex(
                movieIDs: movieIDs, titles: titles, anywhere: anywhere.postings(), first: first.postings(),
                solo: solo.table())
        }
    }
}

/// Terms and their films while an index is built; films arrive in ascending order.
private struct TermLists {
    private var lists: [String: [TitleIndex.Film]] = [:]

    mutating func add(_ film: TitleIndex.Film, _ term: String) {
        lists[term, default: []].appendUnlessLast(film)
    }

    /// The terms alone.
    func table() -> TermTable {
        TermTable(lists)
    }

    /// The words, and every short prefix with the films of all the words it starts.
    func postings() -> Postings {
        var prefixes: [String: [TitleIndex.Film]] = [:]
        for (term, films) in lists {
            let scalars = term.unicodeScalars
            var end = scalars.startIndex
            for _ in 0..<TitleIndex.shortPrefixLength where end < scalars.endIndex {
                end = scalars.index(after: end)
                prefixes[String(String.UnicodeScalarView(scalars[..<end])), default: []].append(contentsOf: films)
            }
        }
        for prefix in prefixes.keys {
            prefixes[prefix]?.sortAndRemoveDuplicates()
        }
        return Postings(words: TermTable(lists), shortPrefixes: TermTable(prefixes))
    }
}

extension [TitleIndex.Film] {
    fileprivate mutating func appendUnlessLast(_ film: TitleIndex.Film) {
        if last != film { append(film) }
    }

    fileprivate mutating func sortAndRemoveDuplicates() {
        sort()
        var kept = 0
        for index in indices where kept == 0 || self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
