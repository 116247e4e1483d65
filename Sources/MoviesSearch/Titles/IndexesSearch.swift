/// One query read in several indexes at once (the catalog's and the one of the films members added):
/// each reading (the words as typed, respaced, with a year, corrected) is tried in every index, and the
/// films found are ranked together, a film's place among the others' by how its title holds the query.
struct IndexesSearch {
    let indexes: [CatalogIndex]
    let limit: Int
    let offset: Int
    /// The last word's films as a prefix, in each index: read once for every reading of the query.
    var prefixes: [TitleIndex.PrefixFilms]
    /// The words near each typed one, in each index, read once for the slips and for the suggestion.
    private var near: [NearWords?]

    init(_ indexes: [CatalogIndex], limit: Int, offset: Int) {
        self.indexes = indexes
        self.limit = limit
        self.offset = offset
        prefixes = indexes.map { TitleIndex.PrefixFilms($0.titles) }
        near = indexes.map { _ in nil }
    }

    /// How many films a page needs ranked in each index.
    var count: Int { offset + limit }

    /// The films of every index that match `words` (each index's films as `matching` gives them).
    mutating func page(
        _ words: [String], matching: (inout IndexesSearch, Int) -> ArraySlice<TitleIndex.Film>
    ) -> Page {
        var parts: [Page.Part] = []
        for position in indexes.indices {
            let matches = matching(&self, position)
            let index = indexes[position]
            let films = matches.isEmpty ? [] : index.titles.rankedFilms(words, matching: matches, count: count)
            parts.append(Page.Part(index: index, films: films, total: matches.count))
        }
        let phrase = QueryPhrase(words: words)
        return Page(parts, limit: limit, offset: offset) { index, film in
            index.titles.titles.match(of: film, phrase: phrase).rawValue
        }
    }

    /// The films of every index matching `words`, those released in a year `isWanted` first.
    mutating func page(_ words: [String], releasedIn isWanted: (Int) -> Bool) -> Page {
        var parts: [Page.Part] = []
        for position in indexes.indices {
            let (films, total) = indexes[position].rankedFilms(
                words, releasedIn: isWanted, count: count, prefixes: &prefixes[position])
            parts.append(Page.Part(index: indexes[position], films: films, total: total))
        }
        let phrase = QueryPhrase(words: words)
        let others = TitleMatch.allCases.count
        return Page(parts, limit: limit, offset: offset) { index, film in
            index.titles.titles.match(of: film, phrase: phrase).rawValue + (isWanted(index.year(of: film)) ? 0 : others)
        }
    }

    /// The first of the indexes' answers to `read`, in the indexes' order (the catalog's first).
    mutating func first<Answer>(
        _ read: (TitleIndex, inout TitleIndex.PrefixFilms, inout NearWords) -> Answer?
    ) -> Answer? {
        for position in indexes.indices {
            var words = near[position] ?? NearWords(indexes[position].titles.anywhere.words)
            defer { near[position] = words }
            if let answer = read(indexes[position].titles, &prefixes[position], &words) { return answer }
        }
        return nil
    }
}
