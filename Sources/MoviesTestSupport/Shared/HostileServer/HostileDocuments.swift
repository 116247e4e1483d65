import HTTPTypes

/// The escapes server's documents: the shapes the API promises, with every text field hostile.
enum HostileDocuments {
    static var text: String { HostileServer.escapes.joined(separator: "x") }

    static func answer(path: String) -> (HTTPResponse.Status, [String: Any]) {
        if path.hasPrefix("/api/search") || path.hasPrefix("/api/discover") {
            let people: [[String: Any]] = [
                ["id": "catalog:1", "name": "Evil \(text)", "knownFor": "director", "knownForTitles": [text]]
            ]
            return (
                .ok,
                [
                    "page": 1, "totalPages": 1, "totalResults": 1, "source": "catalog", "results": [movie],
                    "people": people,
                ]
            )
        }
        if path.hasSuffix("/reviews") {
            let review: [String: Any] = [
                "author": "mallory", "film": ["id": "catalog:1", "title": "Evil \(text)", "year": 1999],
                "rating": 5, "text": "Nice \(text)", "spoilers": false, "written": "2026-01-01T00:00:00Z",
            ]
            return (.ok, ["count": 1, "averageRating": 5, "page": 1, "totalPages": 1, "results": [review]])
        }
        if path.hasPrefix("/api/movies/") { return (.ok, movie) }
        return (.badRequest, ["error": ["code": "bad", "message": "Refused \(text)"]])
    }

    static var movie: [String: Any] {
        [
            "id": "catalog:1", "title": "Evil \(text)", "overview": "Plot \(text)", "releaseDate": "1999",
            "genres": ["Drama \(text)"], "directors": ["Dir \(text)"], "cast": ["Cast \(text)"],
        ]
    }
}
