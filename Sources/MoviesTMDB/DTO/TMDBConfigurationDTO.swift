/// `GET /3/configuration`: where images live and the widths they come in.
struct TMDBConfigurationDTO: Codable, Sendable {
    struct Images: Codable, Sendable {
        let baseUrl: String?
        let secureBaseUrl: String?
        /// `["w92", "w154", …, "original"]`.
        let posterSizes: [String]?
    }

    let images: Images
}
