/// `{"error": {"code", "message", "field"}}`: how a Movies server says no.
struct ServerErrorDTO: Decodable {
    struct Body: Decodable {
        let code: String
        let message: String
        let field: String?
    }

    let error: Body
}
