extension FeedStrings {
    public static let korean = FeedStrings(
        heading: "팔로우하는 회원의 소식",
        tab: "소식",
        activityOf: { "\($0) 님이 본 영화와 목록" },
        watched: { name, count, title in title.map { "\(name) 님이 \($0)을(를) 봤습니다" } ?? "\(name) 님이 영화 \(count)편을 봤습니다" },
        reviewed: { name, count, title in
            title.map { "\(name) 님이 \($0) 리뷰를 썼습니다" } ?? "\(name) 님이 영화 \(count)편의 리뷰를 썼습니다"
        },
        listed: { name, list in "\(name) 님이 목록을 만들었습니다: \(list)" },
        added: { name, count, title, list in
            title.map { "\(name) 님이 \($0)을(를) \(list)에 넣었습니다" } ?? "\(name) 님이 영화 \(count)편을 \(list)에 넣었습니다"
        },
        watchedOn: { "\($0)에 봄" },
        rewatch: "다시 봄",
        liked: "좋아함",
        spoilersHidden: "줄거리를 밝히는 리뷰입니다. 영화 페이지에서 읽어 보세요.",
        empty: "아직 소식이 없습니다. 회원의 프로필에서 팔로우하면 그 회원이 보는 영화가 여기에 나옵니다.",
        older: "이전 소식"
    )
}
