import Foundation
import MoviesDomain

/// `#/components/schemas/Offers`: the watches offered to the signed-in member.
struct ServerOffersDTO: Decodable, Sendable {
    struct Offer: Decodable, Sendable {
        let id: String
        let from: String
        let film: ServerWatchDTO.FilmDTO
        let day: String?
        let offered: String

        /// Nil for one this version cannot read (a film or a day it does not know).
        var domain: TogetherOffer? {
            guard let reference = try? FilmReference(film.id) else { return nil }
            let watchDay = day.flatMap { try? CalendarDay($0) }
            guard day == nil || watchDay != nil else { return nil }
            return TogetherOffer(
                id: Watch.ID(id), from: User.ID(ServerClubMember.prefix + from), fromName: from,
                film: WatchedFilm(
                    reference: reference, title: film.title, year: film.year, posterPath: film.posterPath,
                    runtime: nil, genres: [], directors: [], cast: []),
                day: watchDay, offered: (try? Date(offered, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0))
        }
    }

    let offers: [Offer]
}

/// `#/components/schemas/Companions`: the members a watch names.
struct ServerCompanionsDTO: Encodable, Sendable {
    let with: [String]
}

/// `#/components/schemas/OfferAnswer`: accepting an offer with a watch of the member's.
struct ServerOfferAnswerDTO: Encodable, Sendable {
    let watch: String
}
