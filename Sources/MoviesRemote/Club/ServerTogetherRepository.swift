public import Foundation
import MoviesAPI
public import MoviesDomain

/// Watching together on a Movies server (`/api/diary/{id}/with`, `/api/offers`): the server checks the
/// names and the offers itself, so what it refuses is refused here with its words.
public struct ServerTogetherRepository: TogetherRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func name(_ companions: [User], on watch: Watch.ID, of member: User.ID, at time: Date) async throws -> Bool {
        let answer: ServerWatchDTO? = try await client.absentIfNotFound {
            try await client.send(
                .make(.nameCompanions, watch.rawValue), json: ServerCompanionsDTO(with: companions.map(\.name.text)))
        }
        return answer != nil
    }

    public func offers(to member: User.ID) async throws -> [TogetherOffer] {
        let answer: ServerOffersDTO = try await client.get(.make(.listOffers))
        return answer.offers.compactMap(\.domain)
    }

    /// Accepted with the member's watch, which the client logged already; dismissed with none.
    public func answer(
        _ offer: Watch.ID, for member: User.ID, accepted: Watch.ID?, at time: Date
    ) async throws -> Bool {
        guard let accepted else { return try await client.sendUnlessNotFound(.make(.dismissOffer, offer.rawValue)) }
        let answer: ServerWatchDTO? = try await client.absentIfNotFound {
            try await client.send(
                .make(.acceptOffer, offer.rawValue), json: ServerOfferAnswerDTO(watch: accepted.rawValue))
        }
        return answer != nil
    }
}
