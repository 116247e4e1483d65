public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: TogetherRepository {
    public func name(
        _ companions: [User], on watch: Watch.ID, of member: User.ID, at time: Date
    ) async throws -> Bool {
        guard watches[watch]?.member == member else { return false }
        guard companions.allSatisfy({ accounts[$0.id] != nil }) else { throw AccountError.notFound }
        let kept = self.companions[watch] ?? [:]
        let answered = offerAnswers[watch] ?? [:]
        self.companions[watch] = Dictionary(
            uniqueKeysWithValues: companions.map { ($0.id, kept[$0.id] ?? (time, answered[$0.id])) })
        return true
    }

    public func offers(to member: User.ID) async throws -> [TogetherOffer] {
        companions.compactMap { watch, named -> TogetherOffer? in
            guard let offer = named[member], offer.answered == nil, let watch = watches[watch],
                let from = accounts[watch.member]?.user, !isBlocked(member, watch.member)
            else { return nil }
            return TogetherOffer(
                id: watch.id, from: from.id, fromName: from.name.text, film: watch.film, day: watch.details.day,
                offered: offer.offered)
        }
        .sorted { ($0.offered, $1.id.rawValue) > ($1.offered, $0.id.rawValue) }
    }

    public func answer(
        _ offer: Watch.ID, for member: User.ID, accepted: Watch.ID?, at time: Date
    ) async throws -> Bool {
        guard let waiting = companions[offer]?[member], waiting.answered == nil, let from = watches[offer]?.member
        else { return false }
        companions[offer]?[member]?.answered = time
        offerAnswers[offer, default: [:]][member] = offerAnswers[offer]?[member] ?? time
        if let accepted { companions[accepted, default: [:]][from] = (time, time) }
        return true
    }

    /// The watch with the names of the members it names.
    func named(_ watch: Watch) -> Watch {
        var named = watch
        named.companions = (companions[watch.id] ?? [:]).keys.compactMap { accounts[$0]?.user.name.text }
            .sorted { $0.lowercased() < $1.lowercased() }
        return named
    }
}
