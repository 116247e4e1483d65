extension ImportUseCase {
    /// The plan with the member's choices for films it could not place, each checked to be a film of this
    /// installation (``ImportChoiceError`` names the first that is not: nothing is kept then), and kept for
    /// the member's next import unless `keeping` is false (a dry run, which writes nothing).
    public func choose(
        _ chosen: [FilmHint: FilmReference?], in plan: ImportPlan, for member: User.ID, keeping: Bool = true
    ) async throws -> ImportPlan {
        for (hint, choice) in chosen.sorted(by: { $0.key.description < $1.key.description }) {
            guard let choice else { continue }
            do {
                _ = try await films.movie(choice)
            } catch is MovieNotFound, is FilmUnavailable {
                throw ImportChoiceError(hint: hint, choice: choice)
            }
        }
        if keeping, let choices, !chosen.isEmpty {
            try await choices.keepImportChoices(
                Dictionary(chosen.map { ($0.key.choiceKey, $0.value) }) { first, _ in first }, of: member)
        }
        return try await beside(plan.resolving(chosen), of: member)
    }

    /// The plan with the films a search for `words` finds offered for `hint`: the member looks for a film
    /// the match did not offer.
    public func offer(_ words: MovieQuery, for hint: FilmHint, in plan: ImportPlan) async throws -> ImportPlan {
        plan.offering(try await matcher.candidates(for: words), for: hint)
    }

    /// The plan with the choices the member made for its films in earlier imports.
    func withKeptChoices(_ plan: ImportPlan, of member: User.ID?) async throws -> ImportPlan {
        guard let member, let choices, !plan.unresolved.isEmpty else { return plan }
        let hints = Dictionary(plan.unresolved.map { ($0.hint.choiceKey, $0.hint) }) { first, _ in first }
        var kept: [FilmHint: FilmReference?] = [:]
        for keys in Array(hints.keys).chunked(by: 500) {
            for (key, choice) in try await choices.importChoices(of: member, named: Array(keys)) {
                if let hint = hints[key] { kept[hint] = choice }
            }
        }
        return kept.isEmpty ? plan : plan.resolving(kept)
    }
}

extension Array {
    fileprivate func chunked(by size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
