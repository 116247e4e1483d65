/// `#/components/schemas/Diary`: a page of the member's diary, whether it is public, and the watch a delete
/// or an undo was about.
struct ServerDiaryDTO: Decodable, Sendable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [ServerWatchDTO]
    let `public`: Bool?
    let shapesPicks: Bool?
    let watch: ServerWatchDTO?
    /// The member's tags with how many watches carry each.
    let tags: [TagDTO]?

    struct TagDTO: Decodable, Sendable {
        let tag: String
        let watches: Int
    }
}
