import MoviesDomain

extension PickStrings {
    public static let korean = PickStrings(
        heading: "오늘 밤의 영화",
        invitation: "친구와 함께 오늘 밤 볼 영화 고르기",
        intro: "아무도 보지 않은 영화예요. 가장 덜 만족할 사람이 가장 높게 평가할 영화부터 보여 줘요.",
        withLabel: "함께 볼 사람", lengthLabel: "상영 시간", anyLength: "상관없음",
        under: { $0 % 60 == 0 ? "\($0 / 60)시간 이내" : $0 < 60 ? "\($0)분 이내" : "\($0 / 60)시간 \($0 % 60)분 이내" },
        genresLabel: "장르", decadesLabel: "연대", submit: "영화 고르기",
        noFriends: "친구(서로 팔로우하는 회원)와 함께 영화를 고를 수 있어요. 먼저 회원을 팔로우하세요.",
        chooseFriends: "함께 볼 사람을 고른 뒤 영화를 골라 보세요.",
        nothing: "모두에게 맞는 영화가 없어요. 상영 시간을 늘리거나 장르와 연대를 줄여 보세요.",
        least: { "모두 약 \($0)/10 이상" },
        likely: { "\($0): 약 \($1)/10" },
        privateDiary: { "\($0): 비공개 일지" },
        you: "나",
        unavailable: "오늘 밤의 영화는 카탈로그의 영화로 골라요. 여기서는 쓸 수 없어요.",
        person: { credit, films, rating in "\(credit) 영화 \(films)편에 \(rating)점 이상" },
        genre: { "\($0) 영화를 평균보다 높게 평가 (\($1)편)" },
        decade: { "\($0)년대 영화를 평균보다 높게 평가 (\($1)편)" },
        country: { "\($0)에서 만든 영화를 평균보다 높게 평가 (\($1)편)" },
        kindred: { "취향이 비슷한 회원 \($0)명이 평균보다 높게 평가" },
        alike: { "아주 좋아한 \($0)와(과) 비슷" },
        wellLoved: { $0.map { "평론가들이 사랑한 \($0) 영화" } ?? "평론가들이 사랑한 영화" },
        saved: "볼 영화로 저장함"
    )
}
