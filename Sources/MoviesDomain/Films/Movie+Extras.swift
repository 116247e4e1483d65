extension Movie {
    /// The facts some sources carry beyond the common fields.
    public struct Extras: Equatable, Sendable {
        public var tagline: String?
        public var writers: [String]
        public var languages: [String]
        /// The age rating, such as "PG-13".
        public var certification: String?
        public var awards: String?
        /// Metacritic's 0–100 score.
        public var metascore: Int?
        public var productionCompanies: [String]
        /// Box office takings in US dollars.
        public var boxOffice: Int?
        public var imdbID: String?
        public var status: String?
        /// The ids of the people named among the directors, writers and cast, by name, where the source
        /// can link them to a page of their own.
        public var people: [String: Person.ID]
        /// The order ``Movie/cast`` is in.
        public var castOrder: CastOrder
        /// Whom each actor plays, by the actor's name, where the source says.
        public var characters: [String: String]
        /// The name of the member who added the film, for a film the catalog lacked.
        public var addedBy: String?

        public init(
            tagline: String? = nil,
            writers: [String] = [],
            languages: [String] = [],
            certification: String? = nil,
            awards: String? = nil,
            metascore: Int? = nil,
            productionCompanies: [String] = [],
            boxOffice: Int? = nil,
            imdbID: String? = nil,
            status: String? = nil,
            people: [String: Person.ID] = [:],
            castOrder: CastOrder = .billing,
            characters: [String: String] = [:],
            addedBy: String? = nil
        ) {
            self.tagline = tagline
            self.writers = writers
            self.languages = languages
            self.certification = certification
            self.awards = awards
            self.metascore = metascore
            self.productionCompanies = productionCompanies
            self.boxOffice = boxOffice
            self.imdbID = imdbID
            self.status = status
            self.people = people
            self.castOrder = castOrder
            self.characters = characters
            self.addedBy = addedBy
        }
    }
}
