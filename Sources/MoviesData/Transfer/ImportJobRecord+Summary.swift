import MoviesDomain

extension ImportJobRecord {
    struct SummaryDTO: Codable {
        let origin: String
        let rows: Int
        let matchedBy: [String: Int]
        let unresolved: [UnresolvedDTO]
        let refused: [RefusalDTO]
        let watches, reviews, saved, completed: Int
        let notes: [String]
        let dayOrder: String?
        let lists, listFilms: Int?
        /// Absent from a job kept before likes were counted.
        let likes, favourites: Int?

        init(_ summary: ImportSummary) {
            (lists, listFilms) = summary.listsToAdd
            (likes, favourites) = summary.likesToAdd
            dayOrder = summary.dayOrder?.rawValue
            origin = summary.origin.rawValue
            rows = summary.rowCount
            matchedBy = Dictionary(uniqueKeysWithValues: summary.matchedBy.map { ($0.key.rawValue, $0.value) })
            unresolved = summary.unresolved.map(UnresolvedDTO.init)
            refused = summary.refused.map(RefusalDTO.init)
            (watches, reviews, saved, completed) = summary.toAdd
            notes = summary.notes
        }

        func toDomain() throws -> ImportSummary {
            guard let origin = ImportedFile.Origin(rawValue: origin) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "import origin \(origin)"))
            }
            var summary = ImportSummary(
                origin: origin, rowCount: rows,
                matchedBy: Dictionary(
                    uniqueKeysWithValues: matchedBy.compactMap { key, count in
                        FilmMatch.Reason(rawValue: key).map { ($0, count) }
                    }),
                unresolved: unresolved.map { $0.toDomain() }, refused: refused.map { $0.toDomain() },
                toAdd: (watches, reviews, saved, completed), notes: notes, dayOrder: dayOrder.flatMap(DayOrder.init))
            summary.listsToAdd = (lists ?? 0, listFilms ?? 0)
            summary.likesToAdd = (likes ?? 0, favourites ?? 0)
            return summary
        }
    }

    struct OutcomeDTO: Codable {
        let watches, reviews, saved, lists, listFilms, favourites, alreadyThere, completed: Int
        /// Absent from a job kept before likes were counted.
        let likes: Int?
        let refused: [RefusalDTO]
        let unresolved: [UnresolvedDTO]
        let notes: [String]
        let stopped: Bool

        init(_ outcome: ImportOutcome) {
            (watches, reviews, saved) = (outcome.watchesAdded, outcome.reviewsAdded, outcome.savedAdded)
            (lists, listFilms, favourites) = (outcome.listsAdded, outcome.listFilmsAdded, outcome.favouritesAdded)
            likes = outcome.likesAdded
            (alreadyThere, completed) = (outcome.alreadyThere, outcome.watchesCompleted)
            refused = outcome.refused.map(RefusalDTO.init)
            unresolved = outcome.unresolved.map(UnresolvedDTO.init)
            notes = outcome.notes
            stopped = outcome.wasCancelled
        }

        func toDomain() -> ImportOutcome {
            var outcome = ImportOutcome()
            (outcome.watchesAdded, outcome.reviewsAdded, outcome.savedAdded) = (watches, reviews, saved)
            (outcome.listsAdded, outcome.listFilmsAdded, outcome.favouritesAdded) = (lists, listFilms, favourites)
            outcome.likesAdded = likes ?? 0
            (outcome.alreadyThere, outcome.watchesCompleted) = (alreadyThere, completed)
            outcome.refused = refused.map { $0.toDomain() }
            outcome.unresolved = unresolved.map { $0.toDomain() }
            outcome.notes = notes
            outcome.wasCancelled = stopped
            return outcome
        }
    }
}
