import MoviesAPI
import MoviesDomain

extension MoviesServerClient {
    /// The member's marks on `films` (saved, watched, rated; `/api/marks`), asked a hundred at a time.
    func marks(of films: [FilmReference]) async throws -> [ServerFilmMarksDTO.Mark] {
        var marks: [ServerFilmMarksDTO.Mark] = []
        for start in stride(from: 0, to: films.count, by: 100) {
            let some = films[start..<min(start + 100, films.count)].map(\.description).joined(separator: ",")
            let answer: ServerFilmMarksDTO = try await get(.make(.filmMarks), query: [("films", some)])
            marks += answer.films
        }
        return marks
    }
}
