extension OpinionStrings {
    public static let korean = OpinionStrings(
        members: { average, count in "회원 \(average)/10 · 평가 \(count.grouped(","))개" },
        noMemberRatings: "아직 평가한 회원이 없습니다.",
        source: { raters, average, count in
            switch raters {
            case .critics: "평론가 \(average)/10 · 리뷰 \(count.grouped(","))개"
            case .audience: "TMDB 사용자 \(average)/10 · \(count.grouped(","))표"
            }
        },
        histogram: "회원 평점",
        bar: { stars, count in "\(stars): 회원 \(count.grouped(","))명" },
        likes: { "회원 \($0.grouped(","))명이 도움이 됐다고 했습니다" },
        notLiked: "이 리뷰를 도움이 됨으로 표시하지 않았습니다.",
        like: "도움이 됨",
        likeLabel: { "도움이 됨: \($0)님의 리뷰" }
    )
}
