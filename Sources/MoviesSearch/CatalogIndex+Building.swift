extension CatalogIndex {
    /// Builds the three indexes of one import from its films, given most popular first: a film's number
    /// in every index is its place in that order.
    public struct Builder {
        private var titles = TitleIndex.Builder()
        private var browse = BrowseIndex.Builder()
        private var people = PeopleIndex.Builder()

        public init() {}

        /// Adds the next film; `words` are its title's ``SearchText/words(_:)``. `alsoTitled`: another title
        /// it is found by (its original one), whose words find it as a title's do, ranked as a title holding
        /// them does not.
        public mutating func add(_ film: IndexedFilm, words: [String], alsoTitled: String? = nil) {
            var otherTerms = SearchText.indexTerms(film.title, words: words)
            if let alsoTitled { otherTerms.formUnion(SearchText.indexTerms(alsoTitled)) }
            otherTerms.subtract(words)
            let articleWords = LeadingArticle.count(in: words, language: film.language)
            titles.add(movieID: film.id, words: words, articleWords: articleWords, otherTerms: otherTerms.sorted())
            browse.add(film, words: words, articleWords: articleWords)
            people.add(directors: film.directors, writers: film.writers, cast: film.cast)
        }

        public func build() -> CatalogIndex {
            CatalogIndex(titles: titles.build(), browse: browse.build(), people: people.build())
        }
    }
}
