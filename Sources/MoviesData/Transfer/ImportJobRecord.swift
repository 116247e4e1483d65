import Foundation
public import MoviesDomain

/// An import job's summary and outcome as a store keeps them: JSON in a column each.
public enum ImportJobRecord {
    public static func encode(_ summary: ImportSummary) throws -> String {
        try text(SummaryDTO(summary))
    }

    public static func encode(_ outcome: ImportOutcome?) throws -> String? {
        try outcome.map { try text(OutcomeDTO($0)) }
    }

    public static func summary(_ text: String) throws -> ImportSummary {
        try JSONDecoder().decode(SummaryDTO.self, from: Data(text.utf8)).toDomain()
    }

    public static func outcome(_ text: String?) throws -> ImportOutcome? {
        try text.map { try JSONDecoder().decode(OutcomeDTO.self, from: Data($0.utf8)).toDomain() }
    }

    private static func text(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    struct PlaceDTO: Codable {
        let file: String
        let line: Int

        init(_ place: ImportRow.Place) { (file, line) = (place.file, place.line) }
        func toDomain() -> ImportRow.Place { .init(file: file, line: line) }
    }

    struct RefusalDTO: Codable {
        let place: PlaceDTO
        let reason: String

        init(_ refusal: ImportedFile.Refusal) { (place, reason) = (PlaceDTO(refusal.place), refusal.reason) }
        func toDomain() -> ImportedFile.Refusal { .init(place: place.toDomain(), reason: reason) }
    }

    struct CandidateDTO: Codable {
        let film: String
        let title: String
        let year: Int?
    }

    struct UnresolvedDTO: Codable {
        let title: String
        let year: Int?
        let imdbID: String?
        let tmdbID: Int?
        let places: [PlaceDTO]
        let candidates: [CandidateDTO]

        init(_ row: ImportPlan.Unresolved) {
            (title, year, imdbID, tmdbID) = (row.hint.title, row.hint.year, row.hint.imdbID, row.hint.tmdbID)
            places = row.places.map(PlaceDTO.init)
            candidates = row.candidates.map { .init(film: $0.reference.description, title: $0.title, year: $0.year) }
        }

        func toDomain() -> ImportPlan.Unresolved {
            ImportPlan.Unresolved(
                hint: FilmHint(title: title, year: year, imdbID: imdbID, tmdbID: tmdbID),
                places: places.map { $0.toDomain() },
                candidates: candidates.compactMap { candidate in
                    (try? FilmReference(candidate.film)).map {
                        FilmMatch.Candidate(reference: $0, title: candidate.title, year: candidate.year)
                    }
                })
        }
    }
}
