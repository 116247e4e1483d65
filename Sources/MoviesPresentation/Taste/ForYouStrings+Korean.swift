import MoviesDomain

extension ForYouStrings {
    public static let korean = ForYouStrings(
        heading: "추천",
        personal: { "평점을 준 영화 \($0)편에서 찾은, 높게 평가할 만한 영화예요." },
        needsMore: { "영화 \($0)편에 더 평점을 주면 나만의 추천이 돼요. 그때까지는 즐겨 보는 장르에서 평론가들이 사랑한 영화예요." },
        likely: { "예상 평점 약 \($0)/10" },
        notInterested: "관심 없음",
        dismissed: { "‘\($0)’은(는) 다시 추천하지 않아요." },
        undo: "되돌리기",
        restored: { "‘\($0)’을(를) 다시 추천할 수 있어요." },
        nothing: "아직 추천할 영화가 없어요. 본 영화를 기록하고 평점을 주세요.",
        unavailable: "추천은 카탈로그의 영화로 만들어요. 여기서는 쓸 수 없어요.",
        person: { credit, films, rating in "\(credit) 영화 \(films)편에 \(rating)점 이상을 줬어요" },
        credited: { name, role in
            switch role {
            case .director: "\(name) 감독의"
            case .writer: "\(name) 각본의"
            case .cast: "\(name) 출연"
            }
        },
        genre: { "\($0) 영화를 평균보다 높게 평가해요 (\($1)편)" },
        decade: { "\($0)년대 영화를 평균보다 높게 평가해요 (\($1)편)" },
        country: { "\($0)에서 만든 영화를 평균보다 높게 평가해요 (\($1)편)" },
        kindred: { "취향이 비슷한 회원 \($0)명이 평균보다 높게 평가해요" },
        alike: { "아주 좋아한 \($0)와(과) 비슷해요" },
        wellLoved: { $0.map { "평론가들이 사랑한 \($0) 영화예요" } ?? "평론가들이 사랑한 영화예요" }
    )
}
