/// `GET /3/search/person`: people whose name matches, best known first.
struct TMDBPeopleResponseDTO: Codable, Sendable {
    struct Person: Codable, Sendable {
        struct Work: Codable, Sendable {
            /// Films have a title, series a name.
            let title: String?
            let name: String?
        }

        let id: Int
        let name: String
        let knownForDepartment: String?
        let knownFor: [Work]?
    }

    let results: [Person]
}
