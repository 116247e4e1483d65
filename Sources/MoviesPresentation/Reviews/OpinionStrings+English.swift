extension OpinionStrings {
    public static let english = OpinionStrings(
        members: { average, count in
            "Members \(average)/10 · \(count == 1 ? "1 rating" : "\(count.grouped(",")) ratings")"
        },
        noMemberRatings: "No member has rated it yet.",
        source: { raters, average, count in
            switch raters {
            case .critics: "Critics \(average)/10 · \(count == 1 ? "1 review" : "\(count.grouped(",")) reviews")"
            case .audience: "TMDB users \(average)/10 · \(count == 1 ? "1 vote" : "\(count.grouped(",")) votes")"
            }
        },
        histogram: "Members’ ratings",
        bar: { stars, count in "\(stars): \(count == 1 ? "1 member" : "\(count.grouped(",")) members")" },
        likes: { $0 == 1 ? "1 member found this helpful" : "\($0.grouped(",")) members found this helpful" },
        notLiked: "You had not found this review helpful.",
        like: "Helpful",
        likeLabel: { "Helpful: \($0)’s review" }
    )
}
