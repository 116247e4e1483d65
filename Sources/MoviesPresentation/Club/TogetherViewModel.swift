public import MoviesDomain

/// The watches offered to a member (on their feed and diary, `/api/offers`, `movies offers`), and
/// answering them: accepted with their own rating, or dismissed.
public actor TogetherViewModel {
    private let member: User.ID
    private let together: TogetherUseCase
    public let strings: Strings
    public private(set) var state = TogetherState()

    public init(member: User.ID, together: TogetherUseCase, strings: Strings = .english) {
        self.member = member
        self.together = together
        self.strings = strings
    }

    public func didLoad() async {
        await settle { _ in nil }
    }

    /// Accepts the offer of a watch; `rating` as typed (empty for none).
    public func didAccept(_ id: String, rating: String = "") async {
        await settle { [together, member, strings] state in
            let value = try WatchForm(rating: rating).ratingValue()
            let logged = try await together.accept(Watch.ID(id), rating: value, by: member)
            state.accepted = logged.watch
            return strings.together.accepted(logged.watch.film.title)
        }
    }

    /// Accepts the offer of a watch with a watch of the member's, logged already.
    public func didAccept(_ id: String, with watch: String) async {
        await settle { [together, member, strings] state in
            let accepted = try await together.accept(Watch.ID(id), with: Watch.ID(watch), by: member)
            state.accepted = accepted
            return strings.together.accepted(accepted.film.title)
        }
    }

    public func didDismiss(_ id: String) async {
        await settle { [together, member, strings] _ in
            try await together.dismiss(Watch.ID(id), by: member)
            return strings.together.dismissed
        }
    }

    /// Runs `answer`, then reads the offers still waiting.
    private func settle(_ answer: @Sendable (inout TogetherState) async throws -> String?) async {
        var next = TogetherState()
        next.heading = strings.together.offersHeading
        do {
            next.notice = try await answer(&next)
            next.rows = try await together.offers(to: member).map { Self.row($0, strings) }
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    static func row(_ offer: TogetherOffer, _ strings: Strings) -> TogetherState.Row {
        let day = offer.day.map { "\(strings.diary.shortDay($0.month, $0.day)) \($0.year)" }
        let film = offer.film.year.map { "\(offer.film.title) (\($0))" } ?? offer.film.title
        return TogetherState.Row(offer: offer, text: strings.together.offer(offer.fromName, film, day))
    }
}
