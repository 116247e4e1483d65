import MoviesDomain

extension TasteEvaluation {
    /// For you for `count` members made from `seed`, each given their ratings but the held-out ones.
    public func forYou(members count: Int = 24, seed: UInt64 = 7) async throws -> Outcome {
        var (forYou, popular, alike) = (Tally(), Tally(), Tally())
        for member in members.members(count, seed: seed) {
            let watched = Set(member.training.keys)
            let chosen = try await catalog.forYou(from: member.training, excluding: watched, limit: 20)
                .map { FilmReference(source: .catalog, movieID: $0.movie.id) }
            forYou.add(chosen, for: [member], films: byID)
            popular.add(self.popular(excluding: watched), for: [member], films: byID)
            alike.add(try await self.alike(member, excluding: watched), for: [member], films: byID)
        }
        return Outcome(chosen: forYou.mean, popular: popular.mean, alike: alike.mean)
    }

    /// Tonight's pick for the `count` members made from `seed`, in groups of `size`; the films like the
    /// last one the group's first member watched.
    public func pick(members count: Int = 24, seed: UInt64 = 7, size: Int = 3) async throws -> Outcome {
        var (pick, popular, alike) = (Tally(), Tally(), Tally())
        let made = members.members(count, seed: seed)
        for start in stride(from: 0, to: made.count - size + 1, by: size) {
            let group = Array(made[start..<(start + size)])
            let tastes = group.map { MemberTaste(ratings: $0.training, saved: []) }
            let watched = tastes.reduce(into: Set<FilmReference>()) { $0.formUnion($1.ratings.keys) }
            let chosen = try await catalog.pick(for: tastes, excluding: watched, filter: .any, limit: 20)
                .map { FilmReference(source: .catalog, movieID: $0.movie.id) }
            pick.add(chosen, for: group, films: byID)
            popular.add(self.popular(excluding: watched), for: group, films: byID)
            alike.add(try await self.alike(group[0], excluding: watched), for: group, films: byID)
        }
        return Outcome(chosen: pick.mean, popular: popular.mean, alike: alike.mean)
    }
}

extension TasteEvaluation.Tally {
    /// Counts `films`, chosen for `group`: its members' held-out films found, and how happy each would be.
    mutating func add(
        _ films: [FilmReference], for group: [SyntheticMembers.Member], films byID: [Int: SyntheticMembers.Film]
    ) {
        let held = group.reduce(into: Set<FilmReference>()) { $0.formUnion($1.heldOut) }
        heldOut += Double(films.filter(held.contains).count) / Double(max(1, min(20, held.count)))
        let tastes = films.compactMap { film in
            Int(film.movieID.rawValue).flatMap { byID[$0] }.map { film in group.map { $0.taste.expected(film) } }
        }
        let shown = Double(max(1, tastes.count))
        least += tastes.map { $0.min() ?? 0 }.reduce(0, +) / shown
        hated += Double(tastes.filter { ($0.min() ?? 0) < 4 }.count) / shown
        self.group += tastes.map { $0.reduce(0, +) / Double($0.count) }.reduce(0, +) / shown
        count += 1
    }
}

extension TasteEvaluation {
    /// For you in a club of `count` members sharing `tastes` tastes, every diary public: each member's
    /// first 20 from their own ratings alone, and with what members of a like taste make of films
    /// (``KindredTaste``, from the others' ratings but those held out).
    public func forYouInClub(
        members count: Int = 48, tastes: Int = 8, seed: UInt64 = 7
    ) async throws
        -> (alone: Tally, club: Tally)
    {
        var (alone, club) = (Tally(), Tally())
        let made = members.members(count, seed: seed, tastes: tastes)
        for (number, member) in made.enumerated() {
            let watched = Set(member.training.keys)
            let others = Dictionary(
                uniqueKeysWithValues: made.enumerated().filter { $0.offset != number }.map {
                    (User.ID("member\($0.offset)"), $0.element.training)
                })
            func chosen(_ kindred: KindredTaste) async throws -> [FilmReference] {
                try await catalog.forYou(from: member.training, excluding: watched, kindred: kindred, limit: 20)
                    .map { FilmReference(source: .catalog, movieID: $0.movie.id) }
            }
            alone.add(try await chosen(.none), for: [member], films: byID)
            club.add(try await chosen(KindredTaste(member.training, others: others)), for: [member], films: byID)
        }
        return (alone.mean, club.mean)
    }
}
