/// The body of TMDB's error answers: `{"status_code": 7, "status_message": "Invalid API key…"}`.
struct TMDBStatusDTO: Codable, Sendable {
    let statusCode: Int?
    let statusMessage: String?
}
