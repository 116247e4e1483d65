import Foundation

extension TogetherStrings {
    public static let korean = TogetherStrings(
        with: { $0.joined(separator: ", ") + "와(과) 함께" },
        field: "함께 본 사람",
        fieldHint: "서로 팔로우하는 회원의 이름을 쉼표로 구분해 적으세요.",
        offersHeading: "함께 본 영화",
        offer: { from, film, day in
            "\(from) 님이 \(day.map { "\($0)에 " } ?? "")당신과 함께 \(film)을(를) 봤어요 — 내 다이어리에 추가할까요?"
        },
        accept: "내 다이어리에 추가",
        dismiss: "무시",
        yourRating: "내 평점",
        noOffers: "기다리는 것이 없어요.",
        accepted: { "‘\($0)’이(가) 다이어리에 추가됐어요." },
        dismissed: "무시했어요.",
        watchedWithMost: "가장 많이 함께 본 사람",
        watches: { "\($0.formatted())번" },
        unknownMember: { "\($0)(이)라는 회원이 없어요." },
        notFriends: { "\($0) 님과 서로 팔로우해야 함께 본 사람으로 적을 수 있어요." },
        yourself: "자신을 함께 본 사람으로 적을 수 없어요.",
        emptyName: "함께 본 회원의 이름이 비어 있어요.",
        tooMany: { "함께 본 사람은 최대 \($0)명이에요." },
        otherFilm: "그 기록은 제안된 영화와 다른 영화예요.",
        offerNotFound: "그런 제안이 없어요."
    )
}
